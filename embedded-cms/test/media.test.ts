import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import video from '../content/media/cs-fleet-telemetry-platform-loop.mp4'
import { parseRanges } from '../src/http/static-file'
import { gql, ORIGIN } from './helpers'

const VIDEO = `${ORIGIN}/wp-content/uploads/2025/03/cs-fleet-telemetry-platform-loop.mp4`
const bytes = new Uint8Array(video)
const size = bytes.byteLength
const get = (headers: Record<string, string> = {}, method = 'GET') =>
  SELF.fetch(VIDEO, { method, headers })

describe('uploads are served like a web server serves them', () => {
  it('answers a plain GET with 200, the length, Accept-Ranges, a strong ETag and Last-Modified', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-length')).toBe(String(size))
    expect(res.headers.get('content-type')).toBe('video/mp4')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(res.headers.get('last-modified')).toBe('Sat, 01 Mar 2025 09:00:00 GMT')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
  })

  it('answers a byte range with 206, Content-Range and exactly those bytes', async () => {
    for (const [range, start, end] of [
      ['bytes=0-1', 0, 1],
      ['bytes=100-1099', 100, 1099],
      [`bytes=${size - 500}-`, size - 500, size - 1],
      ['bytes=-256', size - 256, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ] as const) {
      const res = await get({ range })
      expect(res.status, range).toBe(206)
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`)
      expect(res.headers.get('content-length')).toBe(String(end - start + 1))
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(start, end + 1))
    }
  })

  it('answers several ranges as multipart/byteranges', async () => {
    const res = await get({ range: 'bytes=0-9,20-29' })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-type')).toMatch(/^multipart\/byteranges; boundary=/)
    const body = await res.text()
    expect(body).toContain(`Content-Range: bytes 0-9/${size}`)
    expect(body).toContain(`Content-Range: bytes 20-29/${size}`)
  })

  it('answers an unsatisfiable range with 416 and the size, and ignores a malformed one', async () => {
    const res = await get({ range: `bytes=${size}-` })
    expect(res.status).toBe(416)
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`)
    expect((await get({ range: 'pages=1-2' })).status).toBe(200)
    expect((await get({ range: 'bytes=9-3' })).status).toBe(200)
  })

  it('answers If-None-Match and If-Modified-Since with 304 and no body', async () => {
    const etag = (await get()).headers.get('etag') ?? ''
    const byTag = await get({ 'if-none-match': etag })
    expect(byTag.status).toBe(304)
    expect(byTag.headers.get('etag')).toBe(etag)
    expect(await byTag.text()).toBe('')
    expect((await get({ 'if-none-match': `W/${etag}` })).status).toBe(304)
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200)
    expect((await get({ 'if-modified-since': 'Sat, 01 Mar 2025 09:00:00 GMT' })).status).toBe(304)
    expect((await get({ 'if-modified-since': 'Fri, 28 Feb 2025 09:00:00 GMT' })).status).toBe(200)
    // If-None-Match wins over If-Modified-Since.
    expect(
      (
        await get({
          'if-none-match': '"other"',
          'if-modified-since': 'Sat, 01 Mar 2026 09:00:00 GMT',
        })
      ).status,
    ).toBe(200)
  })

  it('honours If-Range only while the file is unchanged', async () => {
    const etag = (await get()).headers.get('etag') ?? ''
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).status).toBe(206)
    expect((await get({ range: 'bytes=0-9', 'if-range': '"stale"' })).status).toBe(200)
  })

  it('answers HEAD with the headers and no body, and 404 for a missing upload', async () => {
    const head = await get({}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('accept-ranges')).toBe('bytes')
    expect(await head.text()).toBe('')
    const missing = await SELF.fetch(`${ORIGIN}/wp-content/uploads/2025/03/missing.mp4`, {
      headers: { range: 'bytes=0-1' },
    })
    expect(missing.status).toBe(404)
  })

  it('finds an upload by its decoded name, as the web server in front of WordPress does', async () => {
    // WordPress keeps non-ASCII letters in file names; browsers ask for them percent-encoded.
    const encoded = await SELF.fetch(`${ORIGIN}/wp-content/uploads/2025/03/about-grid-%33.jpg`)
    expect(encoded.status).toBe(200)
    expect(encoded.headers.get('content-type')).toBe('image/jpeg')
    await encoded.arrayBuffer()
    const broken = await SELF.fetch(`${ORIGIN}/wp-content/uploads/2025/03/about-grid-%C3.jpg`)
    expect(broken.status).toBe(400)
    await broken.arrayBuffer()
  })

  it('parses ranges like a web server', () => {
    expect(parseRanges('bytes=0-0', 10)).toEqual([{ start: 0, end: 0 }])
    expect(parseRanges('bytes=-20', 10)).toEqual([{ start: 0, end: 9 }])
    expect(parseRanges('bytes=10-', 10)).toEqual([])
    expect(parseRanges('bytes=abc', 10)).toBeNull()
  })
})

describe('MediaItem as WPGraphQL models an attachment', () => {
  const FIELDS = `databaseId sourceUrl large: sourceUrl(size: LARGE) srcSet sizes largeSizes: sizes(size: LARGE)
    mediaDetails { width height sizes { name sourceUrl width height } }`
  const uploads = `${ORIGIN}/wp-content/uploads/2025/03`

  it('lists a photo’s generated sizes, its srcset of one shape and sizes for the medium size', async () => {
    const { body } = await gql(
      `{ mediaItems(first: 10, where: { in: [3439, 3470] }) { nodes { ${FIELDS} } } }`,
    )
    const [photo, pattern] = (body.data?.mediaItems as { nodes: Record<string, unknown>[] }).nodes
    expect(photo).toEqual({
      databaseId: 3439,
      sourceUrl: `${uploads}/about-grid-0.jpg`,
      large: `${uploads}/about-grid-0-1024x768.jpg`,
      // The 150 × 150 crop has another shape; the original closes the list.
      srcSet: [
        `${uploads}/about-grid-0-300x225.jpg 300w`,
        `${uploads}/about-grid-0-768x576.jpg 768w`,
        `${uploads}/about-grid-0-1024x768.jpg 1024w`,
        `${uploads}/about-grid-0-1536x1152.jpg 1536w`,
        `${uploads}/about-grid-0.jpg 1600w`,
      ].join(', '),
      sizes: '(max-width: 300px) 100vw, 300px',
      largeSizes: '(max-width: 1024px) 100vw, 1024px',
      mediaDetails: {
        width: 1600,
        height: 1200,
        sizes: [
          {
            name: 'thumbnail',
            sourceUrl: `${uploads}/about-grid-0-150x150.jpg`,
            width: '150',
            height: '150',
          },
          {
            name: 'medium',
            sourceUrl: `${uploads}/about-grid-0-300x225.jpg`,
            width: '300',
            height: '225',
          },
          {
            name: 'medium_large',
            sourceUrl: `${uploads}/about-grid-0-768x576.jpg`,
            width: '768',
            height: '576',
          },
          {
            name: 'large',
            sourceUrl: `${uploads}/about-grid-0-1024x768.jpg`,
            width: '1024',
            height: '768',
          },
          {
            name: '1536x1536',
            sourceUrl: `${uploads}/about-grid-0-1536x1152.jpg`,
            width: '1536',
            height: '1152',
          },
        ],
      },
    })
    // A vector upload has no generated sizes: no srcset, its own size, the original for any size.
    expect(pattern).toMatchObject({
      databaseId: 3470,
      srcSet: null,
      large: `${uploads}/bg-hero-2.svg`,
      mediaDetails: { width: 1600, height: 600, sizes: null },
    })
  })

  it('finds one by database id', async () => {
    const { body } = await gql(`{ mediaItem(id: "3434", idType: DATABASE_ID) { ${FIELDS} } }`)
    expect(body.data?.mediaItem).toMatchObject({
      databaseId: 3434,
      srcSet: expect.stringContaining(`${uploads}/about-team-1024x740.jpg 1024w`),
      mediaDetails: { width: 1440, height: 1040 },
    })
  })
})
