// Local settings for the scripts: the environment first, then `.dev.vars` (what `npm start` gives
// the site), then the local default.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** @typedef {Record<string, string | undefined>} DevVars */

/**
 * The `KEY=value` lines of a `.dev.vars` file (quotes removed, comments skipped).
 * @param {string} text
 * @returns {DevVars}
 */
export function parseDevVars(text) {
  /** @type {DevVars} */
  const vars = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    const [, key, value] = match ?? []
    if (key === undefined || value === undefined) continue
    vars[key] = value.replace(/^(["'])(.*)\1$/, '$2')
  }
  return vars
}

/**
 * `.dev.vars` of the current folder, else of the repository; empty when there is none.
 * @param {string[]} [dirs]
 * @returns {DevVars}
 */
export function readDevVars(dirs = [process.cwd(), root]) {
  const file = dirs.map((d) => join(d, '.dev.vars')).find((f) => existsSync(f))
  return file ? parseDevVars(readFileSync(file, 'utf8')) : {}
}

/**
 * A setting from the environment, else from `.dev.vars`; empty values count as unset.
 * @param {string} name
 * @param {DevVars} [devVars]
 * @returns {string | undefined}
 */
export function setting(name, devVars = readDevVars()) {
  return process.env[name] || devVars[name] || undefined
}

/**
 * The local site's public URL: SITE_URL when set, else http://127.0.0.1 on PORT (8787).
 * @param {DevVars} [devVars]
 */
export function localSiteUrl(devVars = readDevVars()) {
  return setting('SITE_URL', devVars) ?? `http://127.0.0.1:${process.env.PORT || 8787}`
}
