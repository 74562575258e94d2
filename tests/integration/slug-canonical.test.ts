import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEmbeddedCms } from '../fixtures/embedded-cms'

const SITE = 'https://www.example.test'
/** WordPress's spelling of the slug `каријера`: lower-case escapes. */
const WP = '/%d0%ba%d0%b0%d1%80%d0%b8%d1%98%d0%b5%d1%80%d0%b0'

beforeEach(async () => {
  await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('a non-ASCII slug', () => {
  it("has one canonical, WordPress's spelling, whichever spelling the request used", async () => {
    // Other spellings are redirected to WordPress's (below); the page shows that one.
    for (const path of [WP, WP.toUpperCase(), '/каријера']) {
      const res = await SELF.fetch(`${SITE}${path}`)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain(`<link rel="canonical" href="${SITE}${WP}"/>`)
    }
  })
})

describe('one address per page (the page cache keeps one copy)', () => {
  it('sends every other spelling of a path to the one the links use, before anything renders', async () => {
    for (const [spelled, canonical] of [
      ['/c%61reers', '/careers'],
      ['/%63%61reers?keyword=go', '/careers?keyword=go'],
      ['/services/%64ata', '/services/data'],
      ['/case-studies/%66leet-telemetry-platform', '/case-studies/fleet-telemetry-platform'],
      ['/%61bout/', '/about'],
      [WP.toUpperCase(), WP],
      ['/%D0%9A%D0%90%D0%A0%D0%98%D0%88%D0%95%D0%A0%D0%90', WP],
      [`${WP.toUpperCase()}/?ref=mail`, `${WP}?ref=mail`],
    ]) {
      const res = await SELF.fetch(`${SITE}${spelled}`, { redirect: 'manual' })
      expect(res.status, spelled).toBe(301)
      expect(res.headers.get('location'), spelled).toBe(canonical)
      expect(res.headers.get('x-html-cache'), spelled).toBeNull()
    }
  })

  it('renders a page under its own spelling only', async () => {
    const res = await SELF.fetch(`${SITE}/careers`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`<link rel="canonical" href="${SITE}/careers"/>`)
  })
})
