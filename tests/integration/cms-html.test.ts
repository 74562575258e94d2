import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageViolations } from '../fixtures/browser-view'
import { block, cmsPage, servePages, stubCms, type CmsStub } from '../fixtures/cms-stub'
import { XSS_VECTORS } from '../fixtures/xss-vectors'

const SITE = 'https://www.example.test'
// Unique paths per run: the rendered-page cache must not answer from another test's page.
const run = crypto.randomUUID().slice(0, 8)
const legalPath = (i: number) => `/legal-${run}-${i}`
const vacancySlug = (i: number) => `vacancy-${run}-${i}`

let cms: CmsStub
beforeEach(() => {
  cms = stubCms()
  servePages(
    cms,
    Object.fromEntries(
      XSS_VECTORS.map((v, i) => [
        legalPath(i),
        cmsPage(legalPath(i), 'Terms of use', [
          block('core/freeform', [], `<h2>Scope</h2><p>These terms apply.</p>${v.html}`),
        ]),
      ]),
    ),
  )
  cms.rest.set('/wp-admin/admin-ajax.php?action=frt_jobs', () =>
    Response.json(
      XSS_VECTORS.map((v, i) => ({
        slug: vacancySlug(i),
        job_position_id: 100 + i,
        name: 'Data Engineer',
        occupation_category: 'Engineering',
        locations: ['Belgrade'],
        description: `<p>Join our data team.</p>${v.html}`,
      })),
    ),
  )
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('CMS HTML on whole pages, as a browser parses them', () => {
  it.each(XSS_VECTORS.map((v, i) => ({ ...v, i })))('legal page: $name', async ({ i }) => {
    const res = await SELF.fetch(`${SITE}${legalPath(i)}`)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('These terms apply.')
    expect(pageViolations(page, 'prose')).toEqual([])
  })

  it.each(XSS_VECTORS.map((v, i) => ({ ...v, i })))('vacancy description: $name', async ({ i }) => {
    const res = await SELF.fetch(`${SITE}/careers/${vacancySlug(i)}`)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('Join our data team.')
    expect(pageViolations(page, 'vacancy-description')).toEqual([])
  })
})
