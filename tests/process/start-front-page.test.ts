import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveEmbeddedCms, type ServedCms } from '../shared/cms-over-http'
import { freePort } from '../shared/free-port'

/**
 * `npm start` against a WordPress without a static front page (35.9): the embedded content service
 * over HTTP, in this process, whose `/` is no page, as WordPress answers with "Your homepage
 * displays: Your latest posts". The site must stop with one clear message and a non-zero exit.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))

let cms: ServedCms
const frontPageAsked: string[] = []
/** While set, this WordPress answers for its front page only once it resolves. */
let frontPageHeld: Promise<void> | null = null

beforeAll(async () => {
  cms = await serveEmbeddedCms(
    { user: 'demo', password: 'demo-application-password' },
    (path, body) => {
      const query = path === '/graphql' && body ? (JSON.parse(body) as GraphqlBody) : null
      if (query?.variables?.uri !== '/') return null
      frontPageAsked.push(query.operationName ?? '')
      const answer = Response.json({ data: { page: null } })
      return frontPageHeld ? frontPageHeld.then(() => answer) : answer
    },
  )
})
afterAll(() => cms.close())

interface GraphqlBody {
  operationName?: string
  variables?: { uri?: string }
}

function npmStart(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, SKIP_CLIENT_BUILD: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('exit', (code) => resolve({ code, out }))
  })
}

describe('npm start on a WordPress without a static front page (35.9)', () => {
  it('exits 1 as soon as / answers 404, saying what to set in WordPress', async () => {
    const port = await freePort()
    const run = await npmStart({ PORT: String(port), CMS_URL: cms.url })
    expect(run.code).toBe(1)
    expect(run.out).toContain(
      `npm start: the site answered http://127.0.0.1:${port}/ with HTTP 404, not 200`,
    )
    expect(run.out).toContain(
      'Settings → Reading → "Your homepage displays": A static page, and choose the page.',
    )
    expect(run.out).not.toMatch(/\n\s+at /)
    // The site asked this WordPress (not the embedded service beside it) for its front page.
    expect(frontPageAsked).toContain('PageByUri')
  })

  it('exits 1 when / is not 200 within START_TIMEOUT_S', async () => {
    // WordPress holds the front page until npm start has stopped: however quick wrangler dev is,
    // / answers nothing within one second.
    let release: () => void = () => undefined
    frontPageHeld = new Promise<void>((resolve) => (release = resolve))
    const port = await freePort()
    const run = await npmStart({
      PORT: String(port),
      CMS_URL: cms.url,
      START_TIMEOUT_S: '1',
    }).finally(() => {
      release()
      frontPageHeld = null
    })
    expect(run.code).toBe(1)
    expect(run.out).toContain(
      `npm start: the site did not answer 200 at http://127.0.0.1:${port}/ within 1 s (last: no answer)`,
    )
    expect(run.out).not.toMatch(/\n\s+at /)
  })

  it('refuses a START_TIMEOUT_S that is no number of seconds, before starting anything', async () => {
    const run = await npmStart({ START_TIMEOUT_S: 'soon' })
    expect(run.code).toBe(1)
    expect(run.out).toBe(
      'npm start: START_TIMEOUT_S must be a whole number of seconds (default 120).\n',
    )
  })
})
