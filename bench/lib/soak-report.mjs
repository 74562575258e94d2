// The report of `npm run soak` (reports/soak.md): what was sent, what the content service stored,
// and memory where it could be measured.

const mb = (/** @type {import('./memory-sampler.mjs').Memory | null | undefined} */ m) =>
  m ? `${m.first} / ${m.warm} / ${m.last} / ${m.max}` : 'not measured'

/**
 * Posts sent, accepted and stored for one form kind; stored is unknown when it could not be read.
 * @param {SoakResult} result
 * @param {string} kind
 */
const posts = (result, kind) =>
  `${result.sent[kind]} / ${result.accepted[kind]} / ${result.stored?.[kind] ?? 'unknown'}`

/** @typedef {import('./soak-report.mjs').SoakResult} SoakResult (declared in soak-report.d.mts) */

/**
 * The soak's result as a Markdown table and notes.
 * @param {SoakResult} result
 * @param {{ workers: string[], maxGrowth: number }} options
 */
export function soakReport(result, { workers, maxGrowth }) {
  const memoryVerdict =
    result.steady === null
      ? 'not measured'
      : result.steady
        ? 'steady'
        : `grew more than ${maxGrowth}×`
  const rows = [
    ['duration', `${result.seconds} s at ${result.connections} connections`],
    ['requests', result.requests],
    ['requests/s', Math.round(result.requests / Math.max(1, result.seconds))],
    ['page GETs', result.pages],
    ...Object.keys(result.sent).map((kind) => [
      `form posts sent / accepted / stored, ${kind}`,
      posts(result, kind),
    ]),
    ['unexpected statuses', result.errors],
    ['accepted but not stored', result.lost ?? 'unknown'],
    ...workers.map((name) => [
      `memory in use MB after GC, ${name}: first / after warm-up / last / max`,
      mb(result.inUse[name]),
    ]),
    ['workerd RSS MB, the Workers (not checked, see below)', mb(result.workersRss)],
    ["workerd RSS MB, wrangler's dev proxy (not checked)", mb(result.proxyRss)],
    ['memory samples taken / skipped', `${result.sampleCount} / ${result.skipped.length}`],
    ['memory in use', memoryVerdict],
    ['result', result.ok ? 'pass' : 'FAIL'],
  ]
  const table = ['| measure | value |', '|---|---:|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)]
  const skippedNotes = result.skipped
    .slice(0, 10)
    .map((s) => `- memory sample skipped: ${s.reason}`)
  return [
    ...table,
    '',
    `Steady means each Worker's memory in use at the end is at most ${maxGrowth}× that after warm-up.`,
    "workerd's resident memory is shown, not checked: under local workerd it grows with the number",
    'and size of responses even for a Worker that returns a constant string.',
    ...(result.steady === null
      ? [
          'Memory in use was not measured: fewer than two samples could be taken (a busy machine',
          "delays the Workers' inspector); the result stands on the posts and statuses alone.",
        ]
      : []),
    ...(result.storedError ? [`- stored posts could not be read: ${result.storedError}`] : []),
    ...skippedNotes,
    ...result.unexpectedSample.map((u) => `- ${u}`),
  ].join('\n')
}
