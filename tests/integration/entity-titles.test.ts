import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORED_TITLE, testPage } from '../../embedded-cms/test/fixtures/test-pages'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'
import { plainHeadings } from '../fixtures/plain-headings'

/**
 * Titles and names reach visitors as the characters editors typed, escaped exactly once: WordPress
 * texturizes post titles (WPGraphQL decodes them) and stores Settings → General escaped
 * (esc_html), and the site decodes what arrives once, at its CMS boundary.
 */
const SITE = 'https://www.example.test'
let cms: EmbeddedCms
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  cms = await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1])

describe('entity-encoded titles (WordPress → site)', () => {
  it('shows “Design – Build & “Ship”” in the h1, <title> and og:title, escaped once', async () => {
    const page = testPage(90300, 'design-build', STORED_TITLE, '<p>Body</p>')
    const put = await cms.operator('/test-pages', page, 'PUT')
    expect(put.status).toBe(200)
    const res = await SELF.fetch(`${SITE}/design-build`)
    expect(res.status).toBe(200)
    const html = plainHeadings(await res.text())
    const shown = 'Design – Build &amp; “Ship”'
    expect(texts(html, /<h1[^>]*>([^<]*)<\/h1>/g)).toEqual([shown])
    expect(texts(html, /<title>([^<]*)<\/title>/g)[0]).toMatch(new RegExp(`^${shown}`))
    expect(html).toContain(`<meta property="og:title" content="${shown}`)
    expect(html).not.toContain('&amp;amp;')
    expect(html).not.toContain('&amp;#')
  })

  it('shows the company name of Settings → General as typed, though WordPress stores it escaped', async () => {
    const put = await cms.operator('/settings', { blogname: 'Design & Build’s Lab' })
    expect(put.status).toBe(200)
    const html = await (await SELF.fetch(`${SITE}/about`)).text()
    expect(html).toContain('Design &amp; Build’s Lab')
    expect(html).not.toContain('&amp;amp;')
    expect(html).not.toContain('&amp;#039;')
  })
})
