// `npm run lighthouse`: Lighthouse (mobile and desktop presets) on one page of each type, against the
// production build served locally, in the npm-shipped Chromium, with devtools throttling (the mobile
// preset: a slow 4G network and a 4x slower CPU). Every run must be within budget, not only a median
// (LIGHTHOUSE_RUNS, 1 by default; the worst run is reported). Writes reports/lighthouse.md and .json
// and exits non-zero below budget.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { mkdir, writeFile } from 'node:fs/promises'
import { buildClient } from '../scripts/build-client.mjs'
import { root, startSite } from '../scripts/lib/dev-server.mjs'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8796)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }
const MAX_CLS = 0.02
/** On a phone (the mobile preset): blocking time and largest paint, in milliseconds. */
const MOBILE_MAX = { tbt: 100, lcp: 1500 }

async function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  process.env.TMPDIR = `${root}.tmp/chromium-153`
  await mkdir(process.env.TMPDIR, { recursive: true })
  const { default: chromium } = await import('@sparticuz/chromium')
  return chromium.executablePath()
}

/** What moved in a run's layout shifts (the `layout-shifts` audit): each element and its score. */
function shiftedElements(audit) {
  return (audit?.details?.items ?? []).map(
    (item) =>
      `${item.node?.selector ?? item.node?.snippet ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`,
  )
}

/** The audits that put a category under its budget, as `category: audit id (what it said)`. */
function failedAudits(categories, audits) {
  const short = Object.keys(BUDGET).filter((c) => categories[c].score * 100 < BUDGET[c])
  return short.flatMap((category) =>
    categories[category].auditRefs
      .filter(
        (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1,
      )
      .map(
        (ref) => `${category}: ${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].title})`,
      ),
  )
}

async function pagesToAudit(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const first = (prefix) => paths.find((p) => p.startsWith(prefix) && p.length > prefix.length)
  const all = {
    home: '/',
    'services overview': '/services',
    'service page': '/services/data',
    'case studies': '/case-studies',
    'case study': first('/case-studies/'),
    careers: '/careers',
    vacancy: first('/careers/'),
    contact: '/contact',
    about: '/about',
    'privacy policy': '/privacy-policy',
    unsubscribe: '/unsubscribe',
  }
  // LIGHTHOUSE_PAGES='home,service page' audits only those (a quicker check).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim())
  return only
    ? Object.fromEntries(Object.entries(all).filter(([name]) => only.includes(name)))
    : all
}

await buildClient({ quiet: true })
const site = await startSite({ port: PORT, quiet: true })
const chrome = await chromeLauncher.launch({
  chromePath: await chromePath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
})
const rows = []
try {
  const pages = await pagesToAudit(site.url)
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    for (const [name, path] of Object.entries(pages)) {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${site.url}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: 'devtools' },
          config,
        )
        const { categories, audits } = result.lhr
        runs.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          'best-practices': categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          cls: audits['cumulative-layout-shift'].numericValue,
          tbt: Math.round(audits['total-blocking-time'].numericValue),
          lcp: Math.round(audits['largest-contentful-paint'].numericValue),
          shifted: shiftedElements(audits['layout-shifts']),
          failed: failedAudits(categories, audits),
        })
      }
      // The worst of the runs, each measure on its own.
      const row = { preset, name, path }
      for (const key of Object.keys(BUDGET)) row[key] = Math.min(...runs.map((r) => r[key]))
      for (const key of ['cls', 'tbt', 'lcp']) row[key] = Math.max(...runs.map((r) => r[key]))
      const shifted = [...new Set(runs.flatMap((r) => r.shifted))]
      if (shifted.length) row.shifted = shifted
      const failed = [...new Set(runs.flatMap((r) => r.failed))]
      if (failed.length) row.failed = failed
      row.ok =
        Object.entries(BUDGET).every(([k, min]) => row[k] >= min) &&
        row.cls <= MAX_CLS &&
        (preset !== 'mobile' || (row.tbt <= MOBILE_MAX.tbt && row.lcp <= MOBILE_MAX.lcp))
      rows.push(row)
      console.log(`${preset.padEnd(8)} ${name.padEnd(18)} ${JSON.stringify(row)}`)
    }
  }
} finally {
  await chrome.kill()
  await site.stop()
}

const table = [
  '| preset | page | path | perf | a11y | best practices | SEO | CLS | TBT ms | LCP ms | within budget |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.preset} | ${r.name} | ${r.path} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.cls.toFixed(3)} | ${r.tbt} | ${r.lcp} | ${r.ok ? 'yes' : 'NO'} |`,
  ),
].join('\n')
await mkdir(`${root}reports`, { recursive: true })
await writeFile(
  `${root}reports/lighthouse.md`,
  `# Lighthouse (worst of ${RUNS} run${RUNS === 1 ? '' : 's'} per page)\n\nBudget: performance ≥ ${BUDGET.performance}, accessibility, best practices and SEO 100, CLS ≤ ${MAX_CLS}; mobile TBT ≤ ${MOBILE_MAX.tbt} ms, LCP ≤ ${MOBILE_MAX.lcp} ms.\n\n${table}\n`,
)
await writeFile(`${root}reports/lighthouse.json`, JSON.stringify(rows, null, 2))
console.log(`\n${table}\n`)
process.exitCode = rows.every((r) => r.ok) ? 0 : 1
