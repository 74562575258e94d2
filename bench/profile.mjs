// `npm run profile`: where a page rendered per request spends its CPU. Starts the site with the page
// cache off, takes a V8 CPU profile of the site's Worker through wrangler's inspector while wrk loads
// one page, maps every sample to its source file (the bundle's source map) and prints CPU
// milliseconds per request by phase. PROFILE_PAGE (default /), PROFILE_CACHE=1 (the page cache on:
// a cache hit's CPU instead of a render's), BENCH_SECONDS, BENCH_PORT.
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { openDevtools } from './lib/devtools.mjs'
import { findInspector } from './lib/workerd-memory.mjs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import { buildClient } from '../scripts/build-client.mjs'
import { root, startSite } from '../scripts/lib/dev-server.mjs'
import { ensureWrk, runWrk } from './lib/wrk.mjs'
import { phaseOf, PHASES } from './lib/phases.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 8795)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PAGE = process.env.PROFILE_PAGE ?? '/'

/** @typedef {import('node:inspector').Profiler.Profile} Profile */

/**
 * A DevTools-protocol session with the site's isolate that keeps the URLs of the scripts the
 * debugger announces, and their source maps'.
 * @param {string} wsUrl
 */
async function inspect(wsUrl) {
  /** @type {Map<string, string | undefined>} */
  const scripts = new Map()
  // Profiler.stop answers with the whole profile: a busy machine may take a while to send it.
  const session = await openDevtools(wsUrl, {
    timeoutMs: 120_000,
    onEvent: (method, params) => {
      if (method === 'Debugger.scriptParsed')
        scripts.set(String(params.url), /** @type {string | undefined} */ (params.sourceMapURL))
    },
  })
  return { ...session, scripts }
}

/**
 * The site Worker's isolate in workerd's own inspector. wrangler's inspector proxy holds one Worker's
 * session, and with two configurations that is not always the site's; workerd serves each Worker at
 * /core:user:<name>, so the site is reached there, and through the proxy only when workerd refuses.
 * @param {import('../scripts/lib/dev-server.mjs').LocalSite} site
 * @returns {Promise<string>}
 */
async function siteTarget(site) {
  try {
    if (site.child.pid === undefined) throw new Error('profile: the local site is not running')
    const port = await findInspector(site.child.pid, 'company-site')
    const url = `ws://127.0.0.1:${port}/core:user:company-site`
    await openDevtools(url).then((probe) => probe.close())
    return url
  } catch {
    const targets = /** @type {{ title: string, url: string, webSocketDebuggerUrl: string }[]} */ (
      await (await fetch(`http://127.0.0.1:${site.inspectorPort}/json`)).json()
    )
    const found = targets.find((t) => /company-site/.test(`${t.title} ${t.url}`)) ?? targets[0]
    if (!found) throw new Error('profile: no inspector target')
    return found.webSocketDebuggerUrl
  }
}

/**
 * The source file of a bundle position, through the bundle's source map. Profiles name the bundle
 * by its file name only (`index.js`); `scripts` holds the full URLs the debugger announced.
 * @param {Map<string, unknown>} scripts
 * @returns {(url: string, line: number, column: number) => string}
 */
function sourceResolver(scripts) {
  // Per URL of the profile: the bundle's file and its source map (null: none to read).
  /** @type {Map<string, { file: string, map: TraceMap | null } | null>} */
  const bundles = new Map()
  const bundleOf = (/** @type {string} */ url) => {
    const full = [...scripts.keys()].find((s) => s === url || s.endsWith(`/${url}`))
    if (!full?.startsWith('file://')) return null
    const file = fileURLToPath(full)
    try {
      return { file, map: new TraceMap(readFileSync(`${file}.map`, 'utf8')) }
    } catch {
      return { file, map: null }
    }
  }
  return (url, line, column) => {
    if (!url) return url
    if (!bundles.has(url)) bundles.set(url, bundleOf(url))
    const bundle = bundles.get(url)
    if (!bundle) return url
    if (!bundle.map) return bundle.file
    return originalPositionFor(bundle.map, { line: line + 1, column }).source ?? bundle.file
  }
}

ensureWrk()
await buildClient({ quiet: true })
const site = await startSite({
  port: PORT,
  quiet: true,
  vars: { HTML_CACHE_S: process.env.PROFILE_CACHE ? '300' : '0' },
})
try {
  const url = `${site.url}${PAGE}`
  const session = await inspect(await siteTarget(site))
  // The debugger announces the scripts (with their paths) when enabled; it is off again before the
  // warm-up, so that the code measured is optimised as it is without a debugger.
  await session.send('Runtime.enable')
  await session.send('Debugger.enable')
  await new Promise((r) => setTimeout(r, 1000))
  await session.send('Debugger.disable')
  runWrk(url, { seconds: 3, connections: 16 })
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 200 })
  await session.send('Profiler.start')
  const load = runWrk(url, { seconds: SECONDS, connections: 16 })
  const { profile } = /** @type {{ profile: Profile }} */ (await session.send('Profiler.stop'))
  session.close()
  // For DevTools (Performance panel → load profile) or a closer look.
  await mkdir(`${root}reports`, { recursive: true })
  await writeFile(`${root}reports/render.cpuprofile`, JSON.stringify(profile))

  const resolve = sourceResolver(session.scripts)
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  /** @type {Map<number, number>} */
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  /** @type {(id: number) => import('./lib/phases.mjs').Frame[]} */
  const frames = (id) => {
    const stack = []
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)
      if (!node) break
      const { callFrame } = node
      stack.push({
        name: callFrame.functionName,
        source: resolve(callFrame.url, callFrame.lineNumber, callFrame.columnNumber),
      })
    }
    return stack
  }
  const samples = profile.samples ?? []
  const timeDeltas = profile.timeDeltas ?? []
  /** @type {Map<number, string>} */
  const phaseOfNode = new Map()
  const ms = new Map(PHASES.map((p) => [p, 0]))
  samples.forEach((node, i) => {
    const phase = phaseOfNode.get(node) ?? phaseOf(frames(node))
    phaseOfNode.set(node, phase)
    ms.set(phase, (ms.get(phase) ?? 0) + (timeDeltas[i] ?? 0) / 1000)
  })
  const requests = load.requests
  console.log(`\n${PAGE} rendered per request: ${Math.round(load.rps)} req/s over ${SECONDS} s`)
  console.log('CPU of the site Worker by phase (V8 samples; idle excluded)\n')
  console.log('| phase | ms per request | share |')
  console.log('|---|---:|---:|')
  const busy = [...ms].filter(([p]) => p !== 'idle').reduce((sum, [, v]) => sum + v, 0)
  for (const [phase, total] of [...ms].sort((a, b) => b[1] - a[1])) {
    if (phase === 'idle' || total === 0) continue
    console.log(
      `| ${phase} | ${(total / requests).toFixed(2)} | ${((100 * total) / busy).toFixed(0)} % |`,
    )
  }
  console.log(`| **total** | **${(busy / requests).toFixed(2)}** | |`)

  // Where the time is spent itself (self time), by function and source file.
  /** @type {Map<string, number>} */
  const self = new Map()
  samples.forEach((node, i) => {
    const [leaf] = frames(node)
    if (!leaf || /^\((idle|program|garbage collector)\)$/.test(leaf.name)) return
    const key = `${leaf.name || '(anonymous)'} ${leaf.source.replace(root, '')}`
    self.set(key, (self.get(key) ?? 0) + (timeDeltas[i] ?? 0) / 1000)
  })
  console.log('\n| function (self time) | ms per request |')
  console.log('|---|---:|')
  for (const [key, total] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`| ${key} | ${(total / requests).toFixed(3)} |`)
  }
} finally {
  await site.stop()
}
