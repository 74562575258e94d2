import { waitForGlobalWaitUntil } from 'cloudflare:test-internal'
import { describe, expect, it } from 'vitest'
import { gql, operator } from './helpers'

const edit = (body: unknown) =>
  operator('/post-edits', { method: 'POST', body: JSON.stringify(body) })

const CASE_STUDY = 'fleet-telemetry-platform'
const caseStudy = (anonymous: boolean) =>
  gql(
    `{ caseStudy(id: "${CASE_STUDY}", idType: SLUG) { status }
       caseStudies(first: 100) { nodes { slug } } }`,
    {},
    { anonymous },
  )

describe('an editor edits a demo post at run time (operator route post-edits)', () => {
  it('a case study moved back to draft is gone for anonymous callers, as in WordPress', async () => {
    const before = await caseStudy(true)
    expect(before.body.data?.caseStudy).toEqual({ status: 'publish' })
    const res = await edit({ type: 'case_study', slug: CASE_STUDY, status: 'draft' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      type: 'case_study',
      slug: CASE_STUDY,
      status: 'draft',
      uri: `/case-studies/${CASE_STUDY}/`,
    })
    await waitForGlobalWaitUntil()
    const after = await caseStudy(true)
    expect(after.body.data?.caseStudy).toBeNull()
    const listed = after.body.data?.caseStudies as { nodes: { slug: string }[] }
    expect(listed.nodes.map((n) => n.slug)).not.toContain(CASE_STUDY)
    // Its editors still see it, as a draft.
    expect((await caseStudy(false)).body.data?.caseStudy).toEqual({ status: 'draft' })
  })

  it('a renamed front page answers at / and its new slug; its old slug is no page', async () => {
    expect((await edit({ type: 'page', slug: 'home', newSlug: 'start' })).status).toBe(200)
    await waitForGlobalWaitUntil()
    const page = async (uri: string) =>
      (
        await gql(
          `{ page(id: "${uri}", idType: URI) { slug isFrontPage } }`,
          {},
          { anonymous: true },
        )
      ).body.data?.page
    expect(await page('/')).toEqual({ slug: 'start', isFrontPage: true })
    expect(await page('/start/')).toEqual({ slug: 'start', isFrontPage: true })
    expect(await page('/home/')).toBeNull()
  })

  it('the pages below a renamed page move with it, as WordPress builds their URIs from their parents', async () => {
    const put = (id: number, slug: string, uri: string) =>
      operator('/test-pages', {
        method: 'PUT',
        body: JSON.stringify({ id, slug, uri, title: slug, blocks: [] }),
      })
    expect((await put(90120, 'team', '/about/team/')).status).toBe(200)
    expect((await put(90121, 'lead', '/about/team/lead/')).status).toBe(200)
    const page = async (uri: string) =>
      (await gql(`{ page(id: "${uri}", idType: URI) { slug uri } }`, {}, { anonymous: true })).body
        .data?.page
    expect(await page('/about/team/lead/')).toEqual({ slug: 'lead', uri: '/about/team/lead/' })
    // Found at its own path only, never at its slug alone (as WordPress's rewrite rules).
    expect(await page('/lead/')).toBeNull()

    expect((await edit({ type: 'page', slug: 'about', newSlug: 'company' })).status).toBe(200)
    await waitForGlobalWaitUntil()
    expect(await page('/company/team/')).toEqual({ slug: 'team', uri: '/company/team/' })
    expect(await page('/company/team/lead/')).toEqual({ slug: 'lead', uri: '/company/team/lead/' })
    expect(await page('/about/team/')).toBeNull()
    expect(await page('/about/team/lead/')).toBeNull()
  })

  it('refuses an unknown post or a bad body with WordPress-style errors', async () => {
    const unknown = await edit({ type: 'service', slug: 'no-such-service', status: 'draft' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'rest_post_invalid_id' })
    const bad = await edit({ type: 'post', slug: 'x' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'rest_invalid_param' })
  })
})
