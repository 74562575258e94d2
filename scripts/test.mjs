// `npm test`: every check a change must pass, in order, with one summary line at the end.
import { spawn } from 'node:child_process'

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['client build', 'npm', ['run', '--silent', 'build']],
  ['site unit and integration tests', 'npm', ['run', '--silent', 'test:unit']],
]
steps.push(['embedded content service tests', 'npm', ['run', '--silent', 'test:cms']])
steps.push(['WordPress plugin tests (PHP)', 'npm', ['run', '--silent', 'test:wordpress']])
// End-to-end: both Workers under wrangler dev, driven in Chromium.
steps.push(['end-to-end tests in Chromium', 'npm', ['run', '--silent', 'test:e2e']])

const run = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: process.env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const results = []
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
const failed = results.filter((r) => !r.ok).length
const skipped = steps.length - results.length
console.log(
  `${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}`,
)
process.exit(failed ? 1 : 0)
