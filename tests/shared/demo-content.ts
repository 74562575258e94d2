import { readFileSync } from 'node:fs'

/**
 * The published items of a demo content file (`embedded-cms/content/<file>`), as a visitor sees
 * them: drafts, private, pending and scheduled items are never served.
 */
export function publishedContent<T>(file: string): T[] {
  const items = JSON.parse(
    readFileSync(new URL(`../../embedded-cms/content/${file}`, import.meta.url), 'utf8'),
  ) as (T & { status?: string })[]
  return items.filter((item) => (item.status ?? 'publish') === 'publish')
}
