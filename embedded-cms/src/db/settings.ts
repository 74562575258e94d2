import type { PageContent } from '../content/types'
/** Whether the simulated outage is on (stored in D1 so every isolate sees it). */
export async function outageOn(db: D1Database): Promise<boolean> {
  const row = await db
    .prepare("SELECT value FROM settings WHERE key = 'outage'")
    .first<{ value: string }>()
  return row?.value === 'on'
}

export async function setOutage(db: D1Database, on: boolean): Promise<void> {
  await db
    .prepare(
      "INSERT INTO settings (key, value) VALUES ('outage', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(on ? 'on' : 'off')
    .run()
}

const TEST_PAGE_PREFIX = 'test-page:'

/**
 * Pages that end-to-end tests add at run time (for example CMS HTML carrying attack vectors), kept
 * out of the demo content. Stored in D1 so every isolate serves them.
 */
export async function testPages(db: D1Database): Promise<PageContent[]> {
  const rows = await db
    .prepare('SELECT value FROM settings WHERE key LIKE ?')
    .bind(`${TEST_PAGE_PREFIX}%`)
    .all<{ value: string }>()
  return rows.results.map((r) => JSON.parse(r.value) as PageContent)
}

export async function putTestPage(db: D1Database, page: PageContent): Promise<void> {
  await db
    .prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .bind(`${TEST_PAGE_PREFIX}${page.uri}`, JSON.stringify(page))
    .run()
}

export async function clearTestPages(db: D1Database): Promise<void> {
  await db.prepare('DELETE FROM settings WHERE key LIKE ?').bind(`${TEST_PAGE_PREFIX}%`).run()
}
