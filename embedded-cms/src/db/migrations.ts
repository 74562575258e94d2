/**
 * The D1 schema, applied by the service itself on first use (so `npm start` and the tests need no
 * separate step). Append new migrations; never edit an applied one.
 */
const MIGRATIONS: { name: string; sql: string[] }[] = [
  {
    name: '0001_init',
    sql: [
      `CREATE TABLE IF NOT EXISTS submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        form_id INTEGER NOT NULL,
        unit_tag TEXT NOT NULL,
        fields TEXT NOT NULL,
        email TEXT,
        vacancy TEXT,
        file_name TEXT,
        file_type TEXT,
        file_size INTEGER,
        file_data BLOB,
        created_at TEXT NOT NULL
      )`,
      'CREATE INDEX IF NOT EXISTS submissions_form ON submissions (form_id)',
      `CREATE TABLE IF NOT EXISTS subscribers (
        email TEXT PRIMARY KEY,
        created_at TEXT NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      )`,
    ],
  },
]

let applied = new WeakMap<D1Database, Promise<void>>()

async function migrate(db: D1Database): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT)')
  const done = await db.prepare('SELECT name FROM _migrations').all<{ name: string }>()
  const names = new Set(done.results.map((r) => r.name))
  for (const migration of MIGRATIONS) {
    if (names.has(migration.name)) continue
    await db.batch([
      ...migration.sql.map((sql) => db.prepare(sql)),
      db
        .prepare('INSERT OR IGNORE INTO _migrations (name, applied_at) VALUES (?, ?)')
        .bind(migration.name, new Date().toISOString()),
    ])
  }
}

/**
 * Forgets which databases this isolate has migrated: the site's unit suite drops every table between
 * tests (`reset()` from cloudflare:test), so the next request must create them again.
 */
export function forgetAppliedSchema(): void {
  applied = new WeakMap()
}

/** Applies pending migrations once per isolate and database. */
export function ensureSchema(db: D1Database): Promise<void> {
  let pending = applied.get(db)
  if (!pending) {
    pending = migrate(db).catch((err: unknown) => {
      applied.delete(db)
      throw err
    })
    applied.set(db, pending)
  }
  return pending
}
