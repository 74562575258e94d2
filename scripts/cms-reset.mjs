// `npm run cms:reset`: restores the embedded content service's demo state (no submissions, no
// subscribers, no simulated outage). Uses the running site when there is one (the service then purges
// the site's caches, as the WordPress plugin does after a change), else the local D1 files that
// `npm start` uses (.wrangler/state).
import { spawnSync } from 'node:child_process'
import { root } from './lib/dev-server.mjs'
import { readDevVars, setting } from './lib/dev-vars.mjs'

const port = process.env.PORT ?? 8787
const auth =
  setting('CMS_AUTH', readDevVars([root])) ?? `Basic ${btoa('demo:demo-application-password')}`

try {
  const res = await fetch(`http://127.0.0.1:${port}/__embedded-cms/wp-json/embedded/v1/reset`, {
    method: 'POST',
    headers: { authorization: auth },
  })
  if (res.ok) {
    console.log('Demo state restored (running site; its cached copies are refreshed).')
    process.exit(0)
  }
  console.error(`The running site answered ${res.status}; resetting the local files instead.`)
} catch {
  // not running: reset the local database files
}
const sql = 'DELETE FROM submissions; DELETE FROM subscribers; DELETE FROM settings;'
const result = spawnSync(
  process.execPath,
  [
    `${root}node_modules/wrangler/bin/wrangler.js`,
    'd1',
    'execute',
    'DB',
    '--local',
    '-c',
    'embedded-cms/wrangler.toml',
    '--persist-to',
    '.wrangler/state',
    '--command',
    sql,
  ],
  { cwd: root, stdio: 'inherit' },
)
if (result.status === 0) {
  console.log(
    'Demo state restored (local D1). The site was not running: its cached copies refresh within a minute of its next start.',
  )
} else console.log('Nothing to reset yet: the content service has not stored anything.')
