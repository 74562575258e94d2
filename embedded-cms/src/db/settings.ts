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
