import { readFileSync } from 'node:fs'

/**
 * A value from the local `.dev.vars` (quotes dropped), read when asked: the first start of the site
 * creates that file. Empty when it has none.
 */
export function devVar(name: string): string {
  const text = readFileSync(new URL('../../.dev.vars', import.meta.url), 'utf8')
  return new RegExp(`${name}="?([^"\\n]+)`).exec(text)?.[1] ?? ''
}

/** The demo credential of the embedded content service (local `.dev.vars`). */
export function cmsCredential(): string {
  const auth = devVar('CMS_AUTH')
  return auth.startsWith('Basic ') ? auth : ''
}
