// The embedded content service purges the site after each operator edit, with the site's own
// PURGE_TOKEN. wrangler dev gives the second Worker the .dev.vars beside its own config, so the
// token is copied there from the site's .dev.vars on each start (both files are git-ignored).
import { writeFileSync } from 'node:fs'
import { readDevVars } from './dev-vars.mjs'

/** @param {string} root the repository, ending with a slash */
export function shareSiteTokenWithCms(root) {
  const token = readDevVars([root]).PURGE_TOKEN ?? ''
  writeFileSync(
    `${root}embedded-cms/.dev.vars`,
    '# Written by `npm start` from ../.dev.vars (PURGE_TOKEN): change it there.\n' +
      `SITE_PURGE_TOKEN=${JSON.stringify(token)}\n`,
    { mode: 0o600 },
  )
}
