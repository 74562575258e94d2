// `npm test`: every check a change must pass, in order, with one summary line at the end.
// `npm run check` (`--quick`): the steps that need no local site: lint, types, unit and integration.
import { spawn } from 'node:child_process'

const quick = process.argv.includes('--quick')
const npmRun = (script) => ['npm', ['run', '--silent', script]]
const steps = [
  ['lint', ...npmRun('lint')],
  ['typecheck', ...npmRun('typecheck')],
  ['client build', ...npmRun('build')],
  ['site unit and integration tests', ...npmRun('test:unit')],
  ['embedded content service tests', ...npmRun('test:cms')],
  ['WordPress plugin tests (PHP)', ...npmRun('test:wordpress')],
]
if (!quick) {
  // Both Workers under wrangler dev: requests and scripts without a browser, then in Chromium.
  steps.push(['local site tests (no browser)', ...npmRun('test:process')])
  steps.push(['end-to-end tests in Chromium', ...npmRun('test:e2e')])
}

const run = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const results = []
const began = Date.now()
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const code = await run(cmd, args)
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 })
  if (code !== 0) break
}

console.log('\nSummary')
for (const r of results)
  console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds.toFixed(1)} s)`)
console.log(`  total ${((Date.now() - began) / 1000).toFixed(1)} s`)
const failed = results.filter((r) => !r.ok).length
const skipped = steps.length - results.length
console.log(
  `${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`,
)
process.exit(failed ? 1 : 0)
