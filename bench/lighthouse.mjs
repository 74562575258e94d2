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
import { cyrillicInSitemap, firstInSitemap } from './lib/sitemap.mjs'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8796)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }
const MAX_CLS = 0.02
/** On a phone (the mobile preset): blocking time and largest paint, in milliseconds. */
const MOBILE_MAX = { tbt: 100, lcp: 1500 }
const CATEGORIES = /** @type {(keyof typeof BUDGET)[]} */ (Object.keys(BUDGET))

/** @typedef {import('lighthouse').Result['categories']} Categories */
/** @typedef {import('lighthouse').Result['audits']} Audits */
/**
 * Scores (0–100) per category, layout shift, blocking time and largest paint (ms) of a run.
 * @typedef {Record<keyof typeof BUDGET, number> & { cls: number, tbt: number, lcp: number }} Scores
 */
/** @typedef {Scores & { shifted: string[], failed: string[] }} Run */
/**
 * @typedef {Scores & { preset: string, name: string, path: string, shifted?: string[],
 *   failed?: string[], ok: boolean }} Row the worst of a page's runs
 */

async function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  process.env.TMPDIR = `${root}.tmp/chromium-153`
  await mkdir(process.env.TMPDIR, { recursive: true })
  const { default: chromium } = await import('@sparticuz/chromium')
  return chromium.executablePath()
}

/**
 * What moved in a run's layout shifts (the `layout-shifts` audit): each element and its score.
 * @param {Audits[string] | undefined} audit
 */
function shiftedElements(audit) {
  const details = audit?.details
  return (details?.type === 'table' ? details.items : []).map(({ node, score }) => {
    const element =
      typeof node === 'object' && 'type' in node && node.type === 'node'
        ? (node.selector ?? node.snippet)
        : undefined
    return `${element ?? '?'} (${Number(score ?? 0).toFixed(3)})`
  })
}

/**
 * A category's score, 0–100 (0 when Lighthouse could not score it).
 * @param {Categories} categories
 * @param {keyof typeof BUDGET} category
 */
const score = (categories, category) => (categories[category]?.score ?? 0) * 100

/**
 * An audit's measured value; a run without it is no run to judge.
 * @param {Audits} audits
 * @param {string} id
 */
function numeric(audits, id) {
  const value = audits[id]?.numericValue
  if (value === undefined) throw new Error(`lighthouse: the ${id} audit measured nothing`)
  return value
}

/**
 * The audits that put a category under its budget, as `category: audit id (what it said)`.
 * @param {Categories} categories
 * @param {Audits} audits
 */
function failedAudits(categories, audits) {
  const short = CATEGORIES.filter((c) => score(categories, c) < BUDGET[c])
  return short.flatMap((category) =>
    (categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = audits[ref.id]
      if (ref.weight <= 0 || !audit || audit.score === null || audit.score >= 1) return []
      return [`${category}: ${ref.id} (${audit.displayValue ?? audit.title})`]
    }),
  )
}

/** @param {string} base */
async function pagesToAudit(base) {
  const first = await firstInSitemap(base)
  /** @type {Record<string, string>} */
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
  // A page in Cyrillic, whose text waits for a second font file (src/styles/brand-font.ts).
  const cyrillic = await cyrillicInSitemap(base)
  if (cyrillic) all['cyrillic page'] = cyrillic
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
/** @type {Row[]} */
const rows = []
try {
  const pages = await pagesToAudit(site.url)
  /** @type {[string, import('lighthouse').Config | undefined][]} */
  const presets = [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]
  for (const [preset, config] of presets) {
    for (const [name, path] of Object.entries(pages)) {
      /** @type {Run[]} */
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${site.url}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod: 'devtools' },
          config,
        )
        if (!result) throw new Error(`lighthouse: no result for ${path}`)
        const { categories, audits } = result.lhr
        runs.push({
          performance: score(categories, 'performance'),
          accessibility: score(categories, 'accessibility'),
          'best-practices': score(categories, 'best-practices'),
          seo: score(categories, 'seo'),
          cls: numeric(audits, 'cumulative-layout-shift'),
          tbt: Math.round(numeric(audits, 'total-blocking-time')),
          lcp: Math.round(numeric(audits, 'largest-contentful-paint')),
          shifted: shiftedElements(audits['layout-shifts']),
          failed: failedAudits(categories, audits),
        })
      }
      // The worst of the runs, each measure on its own.
      const lowest = (/** @type {keyof Scores} */ key) => Math.min(...runs.map((r) => r[key]))
      const highest = (/** @type {keyof Scores} */ key) => Math.max(...runs.map((r) => r[key]))
      /** @type {Scores} */
      const worst = {
        performance: lowest('performance'),
        accessibility: lowest('accessibility'),
        'best-practices': lowest('best-practices'),
        seo: lowest('seo'),
        cls: highest('cls'),
        tbt: highest('tbt'),
        lcp: highest('lcp'),
      }
      const shifted = [...new Set(runs.flatMap((r) => r.shifted))]
      const failed = [...new Set(runs.flatMap((r) => r.failed))]
      const ok =
        CATEGORIES.every((k) => worst[k] >= BUDGET[k]) &&
        worst.cls <= MAX_CLS &&
        (preset !== 'mobile' || (worst.tbt <= MOBILE_MAX.tbt && worst.lcp <= MOBILE_MAX.lcp))
      /** @type {Row} */
      const row = {
        preset,
        name,
        path,
        ...worst,
        ...(shifted.length ? { shifted } : {}),
        ...(failed.length ? { failed } : {}),
        ok,
      }
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
