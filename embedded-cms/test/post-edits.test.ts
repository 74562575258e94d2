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

  it('refuses an unknown post or a bad body with WordPress-style errors', async () => {
    const unknown = await edit({ type: 'service', slug: 'no-such-service', status: 'draft' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'rest_post_invalid_id' })
    const bad = await edit({ type: 'post', slug: 'x' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'rest_invalid_param' })
  })
})
