// `npm run test:wordpress`: the WordPress plugin's checks (wordpress/): its block-editor script in
// Node (Vitest, wordpress/vitest.config.ts), `php -l` on every PHP file, then its PHPUnit tests,
// configured and without wp-config.php constants. Installs Debian's php-cli and phpunit with apt-get
// when they are missing (as root; CI runs on a fresh Debian machine).
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const plugin = join(root, 'wordpress')
const config = join(plugin, 'headless-site/tests/phpunit.xml')

/** @type {(cmd: string, args: string[], env?: Record<string, string>) => number} */
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
/** @param {string} cmd */
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0

// The script's tests need no PHP: they run (and report) even where PHP cannot be installed.
const vitest = join(root, 'node_modules', '.bin', 'vitest')
const script = run(vitest, ['run', '--config', join(plugin, 'vitest.config.ts')])

if (!has('php') || !has('phpunit')) {
  if (process.getuid?.() !== 0) {
    console.error('test:wordpress: needs php-cli and phpunit: sudo apt-get install php-cli phpunit')
    process.exit(1)
  }
  console.log('Installing php-cli and phpunit (Debian packages)…')
  const env = { DEBIAN_FRONTEND: 'noninteractive' }
  if (
    run('apt-get', ['update', '-qq'], env) !== 0 ||
    run(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', 'php-cli', 'phpunit'],
      env,
    ) !== 0
  ) {
    console.error('test:wordpress: installing php-cli and phpunit failed')
    process.exit(1)
  }
}

/** @type {(dir: string) => string[]} */
const phpFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return phpFiles(path)
    return entry.name.endsWith('.php') ? [path] : []
  })

let failed = 0
for (const file of phpFiles(plugin)) {
  const lint = spawnSync('php', ['-l', file], { encoding: 'utf8' })
  if (lint.status !== 0) {
    failed++
    process.stderr.write(lint.stdout + lint.stderr)
  }
}
console.log(`php -l: ${phpFiles(plugin).length - failed} files clean, ${failed} with errors`)
if (failed) process.exit(1)

if (run('phpunit', ['-c', config, '--testsuite', 'configured']) !== 0) process.exit(1)
const unconfigured = { HEADLESS_SITE_TEST_UNCONFIGURED: '1' }
if (run('phpunit', ['-c', config, '--testsuite', 'unconfigured'], unconfigured) !== 0) {
  process.exit(1)
}
process.exit(script === 0 ? 0 : 1)
