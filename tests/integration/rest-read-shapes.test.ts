import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOTTIE_READ } from '../../src/cms/rest'
import { VACANCIES_READ } from '../../src/cms/vacancies'
import { FORM_DEFINITION_READ } from '../../src/forms/cf7-definition'
import { entryKey, readCacheState, shapedKey } from '../../worker/cache/content-store'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'
import { FORM_IDS, SITE } from '../fixtures/forms'

/**
 * The answers read over REST (vacancies, a CF7 form's rules, a lottie animation) are kept under
 * their read's text like GraphQL answers under their queries': a deploy that changes the request or
 * what is kept of the answer never serves a copy an earlier build kept, fresh or in an outage; a
 * deploy that changes neither keeps the copies.
 */
let cms: EmbeddedCms
beforeEach(async () => {
  cms = await useEmbeddedCms()
  // The company's contact form offers its own choices; the site's own are the demo's.
  const form = '[select* interest "Consulting" "Support"] [submit "Send"]'
  expect((await cms.operator(`/cf7-forms/${FORM_IDS.contact}`, { form })).status).toBe(200)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const KEPT = 'Kept by an earlier build'

/** The contact form's choices of interest, as the page lists them. */
const interests = (page: string) =>
  [
    ...(/<select[^>]*name="interest"[^>]*>([\s\S]*?)<\/select>/.exec(page)?.[1] ?? '').matchAll(
      /<option[^>]*>([^<]*)<\/option>/g,
    ),
  ].map((m) => m[1])

/** A page's heading (its spaces may be no-break). */
const heading = (page: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1]?.replace(/\s/g, ' ')

const READS = [
  {
    kind: 'vacancies',
    read: VACANCIES_READ,
    label: 'vacancies:all',
    type: 'vacancy',
    request: VACANCIES_READ.path(),
    kept: [{ slug: 'senior-react-developer', job_position_id: 1, name: KEPT, locations: [] }],
    visit: '/careers/senior-react-developer',
    /** What the visitor is shown: the page's status and heading. */
    shown: async (res: Response) => `${res.status} ${heading(await res.text())}`,
    fresh: '200 Senior React Developer',
    /** The site's outage page. */
    inOutage: '503 We will be right back',
  },
  {
    kind: 'form rules',
    read: FORM_DEFINITION_READ,
    label: `form:${FORM_IDS.contact}`,
    type: 'form',
    request: FORM_DEFINITION_READ.path(String(FORM_IDS.contact)),
    kept: { fields: ['interest'], required: [], choices: { interest: [KEPT] }, files: {} },
    visit: '/contact',
    shown: async (res: Response) => `${res.status} ${interests(await res.text()).join(', ')}`,
    fresh: '200 Please select, Consulting, Support',
    /** The site's own choices. */
    inOutage: '200 Please select, Software development, Data &amp; AI,',
  },
  {
    kind: 'lottie animation',
    read: LOTTIE_READ,
    label: 'lottie:9100',
    type: 'service',
    request: LOTTIE_READ.path('9100'),
    kept: { kept: KEPT },
    visit: '/api/lottie/9100',
    shown: async (res: Response) => `${res.status} ${JSON.stringify(await res.json())}`,
    fresh: '200 {"v":',
    inOutage: '502 {"error":"Animation unavailable"}',
  },
] as const

describe.each(READS)('a deploy that changes the REST read of $kind', (r) => {
  /** Keeps a copy `ageSeconds` old under the given shapes of its read, as an earlier build did. */
  async function keep(ageSeconds: number, reads: { query: string }[][]) {
    const { content } = await readCacheState(env.CMS_CACHE)
    const copy = { value: r.kept, fetchedAt: Date.now() - ageSeconds * 1000, version: content }
    for (const documents of reads) {
      const key = entryKey('cms.test', shapedKey(r.label, documents))
      await env.CMS_CACHE.put(key, JSON.stringify(copy))
    }
  }
  // A build that keyed the read on nothing, and one that kept another shape of its answer.
  const earlier = [[], [{ query: r.read.query.replace(/→ .*/, '→ an earlier shape') }]]
  const asked = () => cms.requests.filter((q) => q.path === r.request).length
  const failRead = () => {
    cms.intercept = (request) => {
      const url = new URL(request.url)
      if (url.pathname + url.search === r.request) throw new TypeError('fetch failed')
      return null
    }
  }

  it("shows WordPress's answer, not a copy an earlier build kept a second ago", async () => {
    await keep(1, earlier)
    expect(await r.shown(await SELF.fetch(`${SITE}${r.visit}`))).toContain(r.fresh)
    expect(asked()).toBe(1)
  })

  it('in an outage, answers as with no copy, not with the copy an earlier build kept', async () => {
    await keep(3600, earlier)
    failRead()
    expect(await r.shown(await SELF.fetch(`${SITE}${r.visit}`))).toContain(r.inOutage)
  })

  // The new build's read is another object with the same text.
  const unchanged = [[{ query: r.read.query }]]

  it('keeps the copy of a read whose text did not change while it is fresh', async () => {
    await keep(1, unchanged)
    expect(await r.shown(await SELF.fetch(`${SITE}${r.visit}`))).toContain(KEPT)
    expect(asked()).toBe(0)
  })

  it("a purge of its content type marks that copy: the next visitor gets WordPress's answer", async () => {
    await keep(1, unchanged)
    const purged = await SELF.fetch(`${SITE}/__cache/purge`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-purge-token', 'content-type': 'application/json' },
      body: JSON.stringify({ types: [r.type] }),
    })
    expect(await purged.json()).toMatchObject({ purged: [r.label] })
    expect(await r.shown(await SELF.fetch(`${SITE}${r.visit}`))).toContain(r.fresh)
    expect(asked()).toBe(1)
  })

  it('serves the copy of a read whose text did not change in an outage', async () => {
    await keep(3600, unchanged)
    failRead()
    expect(await r.shown(await SELF.fetch(`${SITE}${r.visit}`))).toContain(KEPT)
    expect(asked()).toBeGreaterThan(0)
  })
})
