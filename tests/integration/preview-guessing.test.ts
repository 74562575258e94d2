import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import users from '../../embedded-cms/content/users.json'
import { nextIp } from '../fixtures/forms'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'
import { NO_CREDENTIAL, SAME_NETWORK, SAME_USER } from '../fixtures/preview-guessing'
import { plainHeadings } from '../fixtures/plain-headings'

const SITE = 'https://www.example.test'
/** wrangler.toml PREVIEW_SIGN_IN_LIMIT: failed sign-ins a minute per network and per user name. */
const LIMIT = 5
/**
 * The limiter counts in fixed one-minute windows: a window may end between two tries, so the
 * refusal comes after LIMIT failures, or at worst after LIMIT more in the next window.
 */
const AT_MOST_BEFORE_429 = 2 * LIMIT + 1
/** A dozen sign-ins, each refused after the floor: slow on a busy machine, not a timing check. */
const SLOW = 60_000

/** `Basic` credential of a user name and password, sent as UTF-8 as browsers do. */
const basic = (user: string, password: string) =>
  `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${user}:${password}`)))}`
const elena = users.find((u) => u.login === 'elena')
if (!elena) throw new Error('no demo user elena')
const ELENA = basic(elena.login, elena.applicationPassword)

async function preview(auth: string | undefined, ip: string, path = '/preview/page/21') {
  const headers: Record<string, string> = { 'cf-connecting-ip': ip }
  if (auth) headers.authorization = auth
  const res = await SELF.fetch(`${SITE}${path}`, { headers })
  return { res, html: plainHeadings(await res.text()) }
}

const wordpressCalls = (cms: EmbeddedCms) => cms.requests.length
const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1]

let cms: EmbeddedCms
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  cms = await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * Wrong sign-ins from `ipOf(i)` as `userOf(i)` until the site answers 429; returns the tries
 * it took. Every one before is a 401 that asked WordPress.
 */
async function guessUntilRefused(ipOf: (i: number) => string, userOf: (i: number) => string) {
  for (let i = 0; i < AT_MOST_BEFORE_429; i++) {
    const { res, html } = await preview(basic(userOf(i), `guess-${i}`), ipOf(i))
    if (res.status === 429) return { tries: i + 1, res, html }
    expect(res.status, `try ${i + 1}`).toBe(401)
  }
  throw new Error(`no 429 after ${AT_MOST_BEFORE_429} wrong sign-ins`)
}

function expectTooMany(res: Response, html: string) {
  expect(res.status).toBe(429)
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(60)
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  expect(h1(html)).toBe('Too many sign-in attempts')
  expect(html).toContain('Please wait a minute, then sign in again.')
}

describe('previews resist guessing (issue 37)', () => {
  for (const network of SAME_NETWORK) {
    it(
      `throttles wrong sign-ins per client network: ${network.name}`,
      async () => {
        const { addresses } = network
        const ipOf = (i: number) => addresses[i % addresses.length] ?? ''
        // A new user name every try: only the network is counted.
        const { tries, res, html } = await guessUntilRefused(
          ipOf,
          (i) => `guesser-${i}-${nextIp()}`,
        )
        expect(tries).toBeGreaterThan(LIMIT)
        expectTooMany(res, html)
        // Blocked now: no more WordPress calls from this network, even with a right password.
        const asked = wordpressCalls(cms)
        for (const [i, ip] of addresses.entries()) {
          const auth = i % 2 ? ELENA : basic(`another-${i}`, 'guess')
          const blocked = await preview(auth, ip)
          expectTooMany(blocked.res, blocked.html)
          expect(blocked.html).not.toContain('Preview — not published')
        }
        expect(wordpressCalls(cms)).toBe(asked)
        // Another network is not affected.
        expect((await preview(ELENA, nextIp())).res.status).toBe(200)
      },
      SLOW,
    )
  }

  it(
    'throttles wrong sign-ins per user name, whatever its spelling and address',
    async () => {
      const userOf = (i: number) => SAME_USER[i % SAME_USER.length] ?? ''
      const { tries, res, html } = await guessUntilRefused(() => nextIp(), userOf)
      expect(tries).toBeGreaterThan(LIMIT)
      expectTooMany(res, html)
      const asked = wordpressCalls(cms)
      for (const user of SAME_USER) {
        const blocked = await preview(basic(user, 'another guess'), nextIp())
        expectTooMany(blocked.res, blocked.html)
      }
      expect(wordpressCalls(cms)).toBe(asked)
      // Another user name from the same kind of fresh address still reaches WordPress.
      expect((await preview(basic('someone.else', 'x'), nextIp())).res.status).toBe(401)
      expect(wordpressCalls(cms)).toBe(asked + 1)
    },
    SLOW,
  )

  it(
    'counts only sign-ins WordPress refused: no credential, a malformed one or a right one',
    async () => {
      const ip = nextIp()
      for (let round = 0; round < 3; round++) {
        for (const auth of NO_CREDENTIAL) {
          expect((await preview(auth, ip)).res.status, String(auth)).toBe(401)
        }
      }
      for (let i = 0; i < 2 * LIMIT; i++) expect((await preview(ELENA, ip)).res.status).toBe(200)
      expect((await preview(basic('nobody', 'x'), ip)).res.status).toBe(401)
    },
    SLOW,
  )

  it(
    'answers an unknown user and a known one with a wrong password alike, after the same floor',
    async () => {
      const waits: number[] = []
      const wait = scheduler.wait.bind(scheduler)
      vi.spyOn(scheduler, 'wait').mockImplementation((ms, options) => {
        waits.push(ms)
        return wait(ms, options)
      })
      const known = await preview(basic('elena', 'not-her-password'), nextIp())
      const unknown = await preview(basic('no-such-user', 'not-her-password'), nextIp())
      for (const { res } of [known, unknown]) {
        expect(res.status).toBe(401)
        expect(res.headers.get('www-authenticate')).toBe(
          'Basic realm="Editor preview", charset="UTF-8"',
        )
      }
      const page = (html: string) => html.replace(/nonce="[^"]*"/g, '')
      expect(page(known.html)).toBe(page(unknown.html))
      // Each refusal waited out the rest of the floor (PREVIEW_REFUSAL_MS = 100 in tests), unless
      // WordPress alone took longer (a busy machine): never more than the floor, never a negative wait.
      expect(waits.length).toBeLessThanOrEqual(2)
      for (const ms of waits) {
        expect(ms).toBeGreaterThan(0)
        expect(ms).toBeLessThanOrEqual(100)
      }
    },
    SLOW,
  )
})
