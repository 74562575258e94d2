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

/**
 * What is wrong with the page that carries one vector: its status, the text before the vector
 * missing, or what a browser would build from it that the allow-list forbids. Each vector has a page
 * of its own, so that none can hide another's effect.
 */
async function problems(path: string, text: string, container: string): Promise<string[]> {
  const res = await SELF.fetch(`${SITE}${path}`)
  const page = await res.text()
  return [
    ...(res.status === 200 ? [] : [`HTTP ${res.status}`]),
    ...(page.includes(text) ? [] : [`no "${text}"`]),
    ...pageViolations(page, container).map((v) => `${v.what}: ${v.detail}`),
  ]
}

/**
 * Every vector's page, one after another in one test: the storage reset before each test costs
 * more than a page (and the vectors' pages are independent: one vector, one address).
 */
async function everyVector(page: (i: number) => Promise<string[]>) {
  const found: Record<string, string[]> = {}
  for (const [i, { name }] of XSS_VECTORS.entries()) {
    const wrong = await page(i)
    if (wrong.length) found[name] = wrong
  }
  return found
}

/** A whole page per vector, about a hundred per test: on a busy shared machine they took more than 30 s. */
const EVERY_VECTOR_MS = 180_000

describe('CMS HTML on whole pages, as a browser parses them', () => {
  it(
    `legal page: every one of the ${XSS_VECTORS.length} vectors`,
    async () => {
      const found = await everyVector((i) => problems(legalPath(i), 'These terms apply.', 'prose'))
      expect(found).toEqual({})
    },
    EVERY_VECTOR_MS,
  )

  it(
    `vacancy description: every one of the ${XSS_VECTORS.length} vectors`,
    async () => {
      const found = await everyVector((i) =>
        problems(`/careers/${vacancySlug(i)}`, 'Join our data team.', 'vacancy-description'),
      )
      expect(found).toEqual({})
    },
    EVERY_VECTOR_MS,
  )
})
