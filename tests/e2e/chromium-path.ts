import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The Chromium the tests drive: `CHROME_PATH` when set, else the one inside the npm package
 * `@sparticuz/chromium`, unpacked once into a project-specific temp dir (so an upgrade is never
 * shadowed by a stale binary from another project).
 */
export async function chromiumPath(root: string): Promise<string> {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  const dir = join(root, '.tmp', 'chromium-153')
  mkdirSync(dir, { recursive: true })
  process.env.TMPDIR = dir
  const { default: chromium } = await import('@sparticuz/chromium')
  return chromium.executablePath()
}

/** Launch flags: no sandbox (CI runs as root), never `--single-process` (closing a context kills it). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--headless=new']
