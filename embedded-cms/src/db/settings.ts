import type { PageContent } from '../content/types'
import demoSettings from '../../content/settings.json'

/**
 * Site options the operator (tests, `npm run cms:reset`) may change at run time, stored in D1 so
 * that every isolate sees them; the demo defaults come from content/settings.json.
 */
export interface RuntimeSettings {
  /** The simulated outage: every content route answers HTTP 500. */
  outage: boolean
  /**
   * WordPress's `page_on_front`: the database id of the static front page; 0 when Settings →
   * Reading shows "Your latest posts" (`show_on_front` posts): then no page is the front page.
   */
  pageOnFront: number
  /** Plugins whose GraphQL fields are switched off (see graphql/plugins.ts). */
  disabledPlugins: string[]
  /** Settings → General changed at run time: site title, tagline, administration email. */
  general: { title?: string; description?: string; email?: string }
  /** Settings → Permalinks (`permalink_structure`): '' is Plain (`/?page_id=12`). */
  permalinkStructure: string
}

type SettingKey =
  | 'outage'
  | 'page_on_front'
  | 'disabled_plugins'
  | 'blogname'
  | 'blogdescription'
  | 'admin_email'
  | 'permalink_structure'

/** Reads every stored option in one query; missing ones take the demo defaults. */
export async function readSettings(db: D1Database): Promise<RuntimeSettings> {
  const rows = await db.prepare('SELECT key, value FROM settings').all<{
    key: string
    value: string
  }>()
  const stored = new Map(rows.results.map((r) => [r.key, r.value]))
  const front = Number(stored.get('page_on_front'))
  const plugins = stored.get('disabled_plugins')
  return {
    outage: stored.get('outage') === 'on',
    pageOnFront:
      Number.isInteger(front) && front >= 0 && stored.has('page_on_front')
        ? front
        : demoSettings.pageOnFront,
    disabledPlugins: plugins ? plugins.split(',').filter(Boolean) : [],
    permalinkStructure: stored.get('permalink_structure') ?? '/%postname%/',
    general: Object.fromEntries(
      (
        [
          ['title', 'blogname'],
          ['description', 'blogdescription'],
          ['email', 'admin_email'],
        ] as const
      ).flatMap(([field, key]) => {
        const value = stored.get(key)
        return value === undefined ? [] : [[field, value]]
      }),
    ),
  }
}

export async function writeSetting(db: D1Database, key: SettingKey, value: string): Promise<void> {
  await db
    .prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .bind(key, value)
    .run()
}

export function setOutage(db: D1Database, on: boolean): Promise<void> {
  return writeSetting(db, 'outage', on ? 'on' : 'off')
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
