import { spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { devVar } from '../shared/dev-vars'

const script = fileURLToPath(new URL('../../scripts/purge.mjs', import.meta.url))
const token = devVar('PURGE_TOKEN')
const folders: string[] = []

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** `npm run purge -- …` run from a folder whose `.dev.vars` holds `vars`, as an owner runs it. */
function purge(vars: string, ...args: string[]) {
  const cwd = mkdtempSync(join(tmpdir(), 'purge-'))
  folders.push(cwd)
  writeFileSync(join(cwd, '.dev.vars'), vars)
  // Only what .dev.vars says: none of the run's own settings.
  const own = new Set(['SITE_URL', 'PURGE_TOKEN', 'PORT'])
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !own.has(name)))
  const run = spawnSync(process.execPath, [script, ...args], { cwd, env, encoding: 'utf8' })
  return { code: run.status, out: run.stdout, err: run.stderr }
}

/** A local port nothing listens on: one the system just gave out and took back. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

describe('npm run purge (18.10)', () => {
  it('reads SITE_URL and PURGE_TOKEN from .dev.vars', async () => {
    const run = purge(`SITE_URL="${baseUrl()}"\nPURGE_TOKEN="${token}"\n`, '--all')
    expect(run.err).toBe('')
    expect(run.out.trim()).toMatch(
      new RegExp(
        `^Purged everything at ${baseUrl().replaceAll('.', '\\.')} \\(content version \\d+\\)\\.$`,
      ),
    )
    expect(run.code).toBe(0)
    const paths = purge(`SITE_URL=${baseUrl()}\nPURGE_TOKEN=${token}\n`, '/about', '/careers')
    // Each page, and once the list of pages the sitemap reads.
    expect(paths.out.trim()).toBe(`Purged 3 cached entries at ${baseUrl()}.`)
  })

  it('explains an unreachable site or a wrong token in one line, without a stack trace', async () => {
    const port = await closedPort()
    const down = purge(`SITE_URL=http://127.0.0.1:${port}\nPURGE_TOKEN=${token}\n`, '--all')
    expect(down.code).toBe(1)
    expect(down.err).toContain(
      `purge: could not reach http://127.0.0.1:${port}: nothing is listening there. Is the site running (npm start)?`,
    )
    expect(down.err.trim().split('\n')).toHaveLength(1)
    const refused = purge(`SITE_URL=${baseUrl()}\nPURGE_TOKEN=not-the-token\n`, '--all')
    expect(refused.code).toBe(1)
    expect(refused.err).toContain(`purge: ${baseUrl()} refused the token (401).`)
    expect(refused.err).not.toMatch(/\n\s+at /)
  })
})
