import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { content } from '../src/content'
import { UNKNOWN_SUBSCRIBER_TEXT } from '../src/rest/subscribers'
import { AUTH, operator, ORIGIN } from './helpers'

const get = (path: string, auth: string | null = AUTH) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: auth ? { authorization: auth } : {} })

describe('custom REST routes', () => {
  it('subscribes once, and fails with the message the second time', async () => {
    const email = encodeURIComponent('reader+blog@example.com')
    const first = await get(`/wp-json/custom/v1/subscribe/${email}`)
    expect(first.status).toBe(200)
    const again = await get(`/wp-json/custom/v1/subscribe/${email}`)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { message: string }).message).toBe(
      'This email is already subscribed.',
    )
    const subscribers = (await (await operator('/subscribers')).json()) as { email: string }[]
    expect(subscribers.map((s) => s.email)).toContain('reader+blog@example.com')
  })

  it('unsubscribes a subscriber, and answers the unknown-user text otherwise', async () => {
    await get('/wp-json/custom/v1/subscribe/leaving%40example.com')
    expect((await get('/wp-json/custom/v1/unsubscribe/leaving%40example.com')).status).toBe(200)
    const unknown = await get('/wp-json/custom/v1/unsubscribe/leaving%40example.com')
    expect(unknown.ok).toBe(false)
    expect(await unknown.text()).toBe(UNKNOWN_SUBSCRIBER_TEXT)
  })

  it('lists vacancies from admin-ajax and answers 0 without a known action', async () => {
    const jobs = await get('/wp-admin/admin-ajax.php?action=frt_jobs')
    const list = (await jobs.json()) as {
      slug: string
      locations: string[]
      occupation_category: string
    }[]
    expect(list.length).toBeGreaterThanOrEqual(14)
    expect(new Set(list.flatMap((v) => v.locations)).size).toBeGreaterThanOrEqual(5)
    expect(list.some((v) => v.locations.includes('Remote'))).toBe(true)
    expect(new Set(list.map((v) => v.occupation_category)).size).toBeGreaterThanOrEqual(5)
    const none = await get('/wp-admin/admin-ajax.php')
    expect(none.status).toBe(400)
    expect(await none.text()).toBe('0')
    expect(none.headers.get('content-type')).toContain('text/html')
  })

  it('serves a lottie animation per service with one, 404 otherwise', async () => {
    const withLottie = content.services.filter((s) => s.lottie)
    expect(withLottie.length).toBeGreaterThanOrEqual(9)
    const res = await get(`/wp-json/custom/v1/json-file/${withLottie[0]?.lottie}`)
    const json = (await res.json()) as { v: string; layers: unknown[] }
    expect(json.v).toBeTruthy()
    expect(json.layers.length).toBeGreaterThan(0)
    expect((await get('/wp-json/custom/v1/json-file/1')).status).toBe(404)
  })

  it('pages blog posts with frtposts', async () => {
    const res = await SELF.fetch(`${ORIGIN}/wp-json/custom/v1/frtposts`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ offset: 10, size: 10 }),
    })
    const body = (await res.json()) as { posts: unknown[]; total: number }
    expect(body.total).toBe(content.posts.length)
    expect(body.posts).toHaveLength(content.posts.length - 10)
  })

  it('refuses a bad credential with 401 and the WordPress error body', async () => {
    const res = await get('/wp-admin/admin-ajax.php?action=frt_jobs', `Basic ${btoa('demo:wrong')}`)
    expect(res.status).toBe(401)
    expect(((await res.json()) as { code: string }).code).toBe('incorrect_password')
    const unknown = await get('/wp-json/custom/v1/json-file/9100', `Basic ${btoa('nobody:x')}`)
    expect(unknown.status).toBe(401)
    expect(((await unknown.json()) as { code: string }).code).toBe('invalid_username')
  })

  it('simulates an outage for every content route while on', async () => {
    expect((await operator('/outage', { method: 'POST', body: '{"on":true}' })).status).toBe(200)
    expect((await get('/wp-admin/admin-ajax.php?action=frt_jobs')).status).toBe(500)
    await operator('/outage', { method: 'POST', body: '{"on":false}' })
    expect((await get('/wp-admin/admin-ajax.php?action=frt_jobs')).status).toBe(200)
  })

  it('keeps operator routes behind the credential', async () => {
    const res = await SELF.fetch(`${ORIGIN}/wp-json/embedded/v1/submissions`)
    expect(res.status).toBe(401)
  })

  it('serves generated media with its content type and declared size', async () => {
    const entry = Object.values(content.media)[0]
    if (!entry) throw new Error('no media')
    const res = await get(`/wp-content/uploads/${entry.file}`, null)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await res.text()
    expect(svg).toContain(`width="${entry.width}" height="${entry.height}"`)
    expect((await get('/wp-content/uploads/2025/03/missing.svg', null)).status).toBe(404)
  })

  it('serves every video the case studies use, as MP4 with a real file signature', async () => {
    const videos = content.caseStudies.flatMap((cs) =>
      cs.blocks.flatMap((b) =>
        ((b.attributes as { sections?: { video?: string | null }[] }).sections ?? []).flatMap(
          (s) => (s.video ? [s.video] : []),
        ),
      ),
    )
    expect(videos.length).toBeGreaterThan(0)
    for (const path of videos) {
      const res = await get(path, null)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('video/mp4')
      const bytes = new Uint8Array(await res.arrayBuffer())
      // ISO base media: a box size, then 'ftyp'.
      expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp')
    }
  })
})
