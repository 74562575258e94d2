import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkPages, checkPermalinks, type CheckFetch } from '../../../src/cms/site-check'
import { CMS_ORIGIN, useEmbeddedCms, type EmbeddedCms } from '../../fixtures/embedded-cms'

let cms: EmbeddedCms
beforeEach(async () => {
  cms = await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The check's requests, sent to the embedded content service as cms:check sends them. */
const send: CheckFetch = async (path, req = {}) => {
  const res = await fetch(`${CMS_ORIGIN}${path}`, {
    method: req.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    ...(req.body ? { body: req.body } : {}),
  })
  return { status: res.status, text: await res.text() }
}

describe("cms:check's pages", () => {
  it('says / answers 404 when Settings → Reading shows the latest posts, as the site does', async () => {
    expect((await cms.operator('/settings', { pageOnFront: 0 })).status).toBe(200)
    const [front] = await checkPages(send)
    expect(front).toEqual({
      name: 'front page (/)',
      level: 'fail',
      details: ['WordPress has no static front page: / answers 404 and npm start stops'],
      fix: 'Settings → Reading → "Your homepage displays": A static page, and choose the page',
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await SELF.fetch('https://www.example.test/')).status).toBe(404)
  })

  it('passes the demo front page', async () => {
    const [front] = await checkPages(send)
    expect(front).toMatchObject({ name: 'front page (/)', level: 'ok' })
  })
})

describe("cms:check's permalinks", () => {
  it('fails Plain permalinks, which leave every page but the front page at 404, as the site does', async () => {
    expect(await checkPermalinks(send)).toEqual([
      expect.objectContaining({
        level: 'ok',
        details: [expect.stringMatching(/^pages at e\.g\. \//)],
      }),
    ])
    expect((await cms.operator('/settings', { permalinkStructure: '' })).status).toBe(200)
    const [item] = await checkPermalinks(send)
    expect(item).toMatchObject({
      name: 'permalinks (Settings → Permalinks)',
      level: 'fail',
      fix: 'Settings → Permalinks: choose "Post name" (any structure but Plain), then Save',
    })
    expect(item?.details[0]).toMatch(
      /^Plain: WordPress gives pages no address \(\/\?page_id=\d+\), so every page but the front page answers 404/,
    )
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await SELF.fetch('https://www.example.test/about')).status).toBe(404)
  })

  it("warns when WordPress's case-study links carry the structure's front (/blog/%postname%/)", async () => {
    // The rig's answer with `/blog/%year%/%postname%/` and a post type registered with_front.
    const rig: CheckFetch = async (_path, req = {}) => {
      const data = String(req.body).includes('CmsCheckPermalinks')
        ? { pages: { nodes: [{ uri: '/about/', isFrontPage: false }] } }
        : {
            caseStudies: {
              nodes: [{ slug: 'case-study-120', uri: '/blog/case-studies/case-study-120/' }],
            },
            services: { nodes: [{ slug: 'software', uri: '/services/software/' }] },
          }
      return { status: 200, text: JSON.stringify({ data }) }
    }
    expect(await checkPermalinks(rig)).toEqual([
      expect.objectContaining({
        level: 'warn',
        details: [
          "WordPress's own links go elsewhere than the site's addresses: /blog/case-studies/case-study-120/ (the site: /case-studies/case-study-120); menu items and editors' links to them answer 404",
        ],
      }),
    ])
  })
})
