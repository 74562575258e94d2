// `npm test`: every check a change must pass, in order, with one summary line at the end.
// `npm run check` (`--quick`): the steps that need no local site: lint, types, unit and integration.
import { spawn } from 'node:child_process'

const quick = process.argv.includes('--quick')
const npmRun = (name, script) => [name, 'npm', ['run', '--silent', script]]
/** Steps in a group run side by side (they only read the sources); groups run one after another. */
const groups = [
  [npmRun('lint', 'lint'), npmRun('typecheck', 'typecheck'), npmRun('client build', 'build')],
  [npmRun('site unit and integration tests', 'test:unit')],
  [npmRun('embedded content service tests', 'test:cms')],
  [npmRun('WordPress plugin tests (PHP)', 'test:wordpress')],
]
if (!quick) {
  // Both Workers under wrangler dev: requests and scripts without a browser, then in Chromium.
  groups.push([npmRun('local site tests (no browser)', 'test:process')])
  groups.push([npmRun('end-to-end tests in Chromium', 'test:e2e')])
}

/** Runs one step; a step beside others has its output kept and printed when it ends. */
function run([name, cmd, args], beside) {
  if (!beside) console.log(`\n▶ ${name}`)
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    })
    let output = ''
    const keep = (chunk) => (output += chunk)
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.on('exit', (code, signal) => {
      if (beside) process.stdout.write(`\n▶ ${name}\n${output}`)
      const ok = (code ?? (signal ? 1 : 0)) === 0
      resolve({ name, ok, seconds: (Date.now() - started) / 1000 })
    })
  })
}

const results = []
const began = Date.now()
for (const group of groups) {
  const done = await Promise.all(group.map((step) => run(step, group.length > 1)))
  results.push(...done)
  if (done.some((r) => !r.ok)) break
}

console.log('\nSummary')
for (const r of results)
  console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`)
console.log(`  total ${((Date.now() - began) / 1000).toFixed(1)} s`)
const failed = results.filter((r) => !r.ok).length
const skipped = groups.flat().length - results.length
console.log(
  `${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`,
)
process.exit(failed ? 1 : 0)
