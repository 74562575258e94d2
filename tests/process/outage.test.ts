import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { visitorIp } from '../shared/visitor-ip'
import { purgeCache } from '../shared/cache-purge'
import { CF7, setOutage, submissionsOf, uniqueEmail } from '../shared/content-service'

/** Pages a visitor has seen before the content service goes down. */
const VIEWED = ['/', '/services/data', '/careers', '/case-studies', '/terms-of-use']
/** A page whose cache an editor has just purged. */
const PURGED = '/about'
/** A path the site has never served: nothing of it is cached. */
const NEVER_SEEN = `/outage-drill-${Date.now().toString(36)}`

/** The page's HTML without what differs between a rendered and a kept copy (the CSP nonce). */
const sameParts = (html: string) => html.replace(/ nonce="[^"]*"/g, '')

async function get(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${baseUrl()}${path}`)
  return { status: res.status, html: await res.text(), headers: res.headers }
}

async function postEmailCta(email: string): Promise<{ status: number; message: string }> {
  const body = new FormData()
  body.set('email', email)
  const res = await fetch(`${baseUrl()}/api/forms/email-cta`, {
    method: 'POST',
    body,
    headers: { accept: 'application/json', 'cf-connecting-ip': visitorIp(), referer: baseUrl() },
  })
  const json = (await res.json()) as { message?: string }
  return { status: res.status, message: json.message ?? '' }
}

// The outage is shared by every page of the site: never leave it on.
afterAll(() => setOutage(false))

describe('outage drill: the content service goes down, then comes back', () => {
  const before = new Map<string, string>()

  it('cached pages keep answering 200 with their full content', async () => {
    for (const path of VIEWED) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      before.set(path, sameParts(page.html))
    }
    await setOutage(true)
    for (const path of VIEWED) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(sameParts(page.html), path).toBe(before.get(path))
    }
  })

  it('a page whose cache was purged keeps its last good copy', async () => {
    await setOutage(false)
    const fresh = await get(PURGED)
    expect(fresh.status).toBe(200)
    await purgeCache(baseUrl(), { paths: [PURGED] })
    await setOutage(true)
    const page = await get(PURGED)
    expect(page.status).toBe(200)
    expect(sameParts(page.html)).toBe(sameParts(fresh.html))
  })

  it('after a purge of everything, viewed pages keep their last good copy', async () => {
    await setOutage(false)
    for (const path of VIEWED) expect((await get(path)).status, path).toBe(200)
    await purgeCache(baseUrl(), { all: true })
    await setOutage(true)
    for (const path of VIEWED) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(sameParts(page.html), path).toBe(before.get(path))
    }
  })

  it('a page with nothing cached answers the branded 503, without internals', async () => {
    const page = await get(NEVER_SEEN)
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('120')
    expect(page.html).toContain('We will be right back')
    expect(page.html).toContain('Northwind Labs')
    expect(page.html).not.toMatch(/internal_server_error|critical error|\bat \S+ \(/)
  })

  it('forms answer a clear failure and nothing reaches the content service', async () => {
    const email = uniqueEmail('drill-down')
    const sent = await postEmailCta(email)
    expect(sent.status).not.toBe(200)
    expect(sent.message).toBe('Request failed. Please try again later.')
    await setOutage(false)
    expect(await submissionsOf(CF7.emailCta, email)).toEqual([])
  })

  it('everything recovers without restarting the site', async () => {
    await setOutage(false)
    const page = await get(PURGED)
    expect(page.status).toBe(200)
    expect(page.html).toContain('<h1')
    expect(page.html).not.toContain('We will be right back')
    // What could not be answered during the outage is answered once the failure the site remembers
    // (so that a failing CMS is not asked again on every view) has passed: seconds, not minutes.
    await expect
      .poll(async () => (await get(NEVER_SEEN)).status, { timeout: 20_000, interval: 1_000 })
      .toBe(404)
    const email = uniqueEmail('drill-back')
    expect(await postEmailCta(email)).toEqual({ status: 200, message: expect.any(String) })
    expect(await submissionsOf(CF7.emailCta, email)).toHaveLength(1)
  })

  it('refuses the operator route without the credential', async () => {
    const res = await fetch(`${baseUrl()}/__embedded-cms/wp-json/embedded/v1/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ on: true }),
    })
    expect(res.status).toBe(401)
  })
})
