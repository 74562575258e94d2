// `npm test`: every check a change must pass, with one summary line at the end.
// `npm run check` (`--quick`): the steps that need no local site: lint, types, unit and integration.
import { spawn } from 'node:child_process'

const quick = process.argv.includes('--quick')
/** @typedef {{ name: string, cmd: string, args: string[], built?: boolean }} Step */
/** @typedef {{ name: string, ok: boolean, seconds: number, output: string }} Result */

/** @type {(name: string, script: string) => Step} */
const npmRun = (name, script) => ({ name, cmd: 'npm', args: ['run', '--silent', script] })

/** The client build, first: the integration tests read its stylesheet, the local site serves it. */
const build = npmRun('client build', 'build')
/** After the linters in `npm run check`; after the process suite in `npm test`. */
const cms = npmRun('embedded content service tests', 'test:cms')
/**
 * Lanes run side by side, the steps of a lane one after another (each step runs whatever came of
 * the one before: the suites are independent, and one failure should not hide another). Much of a
 * test run waits (for workerd, for a page, for the network to go quiet), so on two cores the lanes
 * fill each other's waits. A step marked `built` waits for the build (and is not run without it).
 * Two lanes of about the same length keep both cores busy in `npm run check`: the linters and the
 * content service's suite (about 100 s on a quiet machine), and the PHP and site suites (about
 * 110 s). With the content service's suite in the second lane it took 141 s instead of 102–114 s.
 * @typedef {{ steps: Step[] }} Lane
 * @type {Lane[]}
 */
const lanes = [
  { steps: [npmRun('lint', 'lint'), npmRun('typecheck', 'typecheck'), ...(quick ? [cms] : [])] },
  {
    steps: [
      npmRun('WordPress plugin tests (PHP)', 'test:wordpress'),
      { ...npmRun('site unit and integration tests', 'test:unit'), built: true },
    ],
  },
]
if (!quick) {
  // The two suites that start both Workers under wrangler dev, each its own site (the process
  // suite's on a free port with storage of its own: its outage drill must not reach the browser's
  // pages). The suites do not build the client again (it would be rewritten under the tests).
  // Every lane at one CPU priority: on a machine busy with other work, lanes niced below the
  // browser tests starved suites with time limits. The browser tests are the longest lane (about
  // 350 s on a quiet machine); the content service's suite follows the process suite, the shortest,
  // instead of holding back the site's suite (content service, PHP and site suites in one lane took
  // as long as the browser tests).
  lanes.push(
    { steps: [{ ...npmRun('local site tests (no browser)', 'test:process'), built: true }, cms] },
    { steps: [{ ...npmRun('end-to-end tests in Chromium', 'test:e2e'), built: true }] },
  )
}

/**
 * Runs one step with its output kept, printed in one piece when it ends.
 * @param {Step} step
 * @returns {Promise<Result>}
 */
function run({ name, cmd, args }) {
  console.log(`▶ ${name}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SKIP_CLIENT_BUILD: '1' },
    })
    let output = ''
    const keep = (/** @type {Buffer} */ chunk) => (output += chunk)
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('exit', (code, signal) => {
      const ok = (code ?? (signal ? 1 : 0)) === 0
      const seconds = (Date.now() - started) / 1000
      process.stdout.write(
        `\n■ ${name}: ${ok ? 'pass' : 'FAIL'} (${seconds.toFixed(1)} s)\n${output}`,
      )
      resolve({ name, ok, seconds, output })
    })
  })
}

/**
 * The lines of a failed step that say what failed: Vitest's seed, its failed tests and their first
 * error, or (for any other tool) the end of the output.
 * @param {string} output
 */
function digest(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const telling = lines.filter((line) =>
    /\bseed\b|^\s*FAIL\s|^\s*(\w*Error|Error):|^\s*×\s/.test(line),
  )
  return [...new Set(telling.length ? telling : lines.slice(-15))]
    .slice(0, 24)
    .map((line) => `  ${line.trim().slice(0, 300)}`)
    .join('\n')
}

/** @type {Result[]} */
const results = []
const began = Date.now()
const built = run(build).then((result) => {
  results.push(result)
  return result.ok
})
await Promise.all(
  lanes.map(async (lane) => {
    for (const step of lane.steps) {
      if (step.built && !(await built)) continue
      results.push(await run(step))
    }
  }),
)

console.log('\nSummary')
for (const r of results)
  console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`)
console.log(`  total ${((Date.now() - began) / 1000).toFixed(1)} s`)
const failed = results.filter((r) => !r.ok).length
// A CI log is often read from its end: what failed is repeated there, in a few lines.
for (const r of results.filter((r) => !r.ok))
  console.log(`\n${r.name} failed:\n${digest(r.output)}`)
const skipped = 1 + lanes.flatMap((lane) => lane.steps).length - results.length
console.log(
  `${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`,
)
process.exit(failed ? 1 : 0)
