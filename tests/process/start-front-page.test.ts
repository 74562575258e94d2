import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedService } from '../../scripts/lib/embedded-in-process.mjs'

/**
 * `npm start` against a WordPress without a static front page (35.9): the embedded content service
 * over HTTP, in this process, whose `/` is no page, as WordPress answers with "Your homepage
 * displays: Your latest posts". The site must stop with one clear message and a non-zero exit.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
/** How long the test lets `npm start` wait for `/`: long enough for wrangler dev to come up. */
const WAIT_S = 30

let server: Server
let cmsUrl = ''
const frontPageAsked: string[] = []

beforeAll(async () => {
  const cms = await embeddedService({ user: 'demo', password: 'demo-application-password' })
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString()
        const headers = new Headers()
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === 'string') headers.set(k, v)
        const path = req.url ?? '/'
        const query = path === '/graphql' && body ? (JSON.parse(body) as GraphqlBody) : null
        let answer: Response
        if (query?.variables?.uri === '/') {
          frontPageAsked.push(query.operationName ?? '')
          answer = Response.json({ data: { page: null } })
        } else answer = await cms(path, { method: req.method, headers, body: body || undefined })
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
        res.end(Buffer.from(await answer.arrayBuffer()))
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

interface GraphqlBody {
  operationName?: string
  variables?: { uri?: string }
}

/** A port free now, with its inspector port (+1000) free too. */
async function freePort(): Promise<number> {
  for (;;) {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    if (port + 1000 > 65535) continue
    const inspector = createServer()
    const free = await new Promise<boolean>((resolve) => {
      inspector.once('error', () => resolve(false))
      inspector.listen(port + 1000, '127.0.0.1', () => resolve(true))
    })
    if (free) {
      await new Promise<void>((resolve) => inspector.close(() => resolve()))
      return port
    }
  }
}

function npmStart(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (out += c.toString()))
    child.on('exit', (code) => resolve({ code, out }))
  })
}

describe('npm start on a WordPress without a static front page (35.9)', () => {
  it(
    'exits 1 when / is not 200 within START_TIMEOUT_S, saying what to set in WordPress',
    async () => {
      const port = await freePort()
      const run = await npmStart({
        PORT: String(port),
        CMS_URL: cmsUrl,
        START_TIMEOUT_S: String(WAIT_S),
      })
      expect(run.code).toBe(1)
      expect(run.out).toContain(
        `npm start: the site did not answer 200 at http://127.0.0.1:${port}/ within ${WAIT_S} s (last: HTTP 404)`,
      )
      expect(run.out).toContain(
        'Settings → Reading → "Your homepage displays": A static page, and choose the page.',
      )
      expect(run.out).not.toMatch(/\n\s+at /)
      // The site asked this WordPress (not the embedded service beside it) for its front page.
      expect(frontPageAsked).toContain('PageByUri')
    },
    (WAIT_S + 60) * 1000,
  )

  it('refuses a START_TIMEOUT_S that is no number of seconds, before starting anything', async () => {
    const run = await npmStart({ START_TIMEOUT_S: 'soon' })
    expect(run.code).toBe(1)
    expect(run.out).toBe(
      'npm start: START_TIMEOUT_S must be a whole number of seconds (default 120).\n',
    )
  })
})
