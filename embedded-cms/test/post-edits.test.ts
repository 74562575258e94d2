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

  it('a password-protected case study stays published and listed; WordPress says hasPassword, and wp-graphql-gutenberg still gives anyone its blocks', async () => {
    const res = await edit({ type: 'case_study', slug: CASE_STUDY, password: 'secret' })
    expect(res.status).toBe(200)
    await waitForGlobalWaitUntil()
    const seen = await gql(
      `{ caseStudy(id: "${CASE_STUDY}", idType: SLUG) { status hasPassword blocksJSON }
         caseStudies(first: 100) { nodes { slug hasPassword } } }`,
      {},
      { anonymous: true },
    )
    const study = seen.body.data?.caseStudy as {
      status: string
      hasPassword: boolean
      blocksJSON: string
    }
    expect(study).toMatchObject({ status: 'publish', hasPassword: true })
    expect(JSON.parse(study.blocksJSON)).not.toHaveLength(0)
    const listed = seen.body.data?.caseStudies as {
      nodes: { slug: string; hasPassword: boolean }[]
    }
    expect(listed.nodes.find((n) => n.slug === CASE_STUDY)).toEqual({
      slug: CASE_STUDY,
      hasPassword: true,
    })
    // Removing the password ('') makes it an ordinary post again.
    await edit({ type: 'case_study', slug: CASE_STUDY, password: '' })
    await waitForGlobalWaitUntil()
    const open = await gql(
      `{ caseStudy(id: "${CASE_STUDY}", idType: SLUG) { hasPassword } }`,
      {},
      { anonymous: true },
    )
    expect(open.body.data?.caseStudy).toEqual({ hasPassword: false })
  })

  it('a page given another parent moves to its address (and back to the top with 0), as WordPress builds URIs from parents', async () => {
    const page = async (uri: string) =>
      (await gql(`{ page(id: "${uri}", idType: URI) { slug uri } }`, {}, { anonymous: true })).body
        .data?.page
    const about = (await gql('{ page(id: "/about/", idType: URI) { databaseId } }')).body.data
      ?.page as {
      databaseId: number
    }
    const moved = await edit({ type: 'page', slug: 'how-we-work', parent: about.databaseId })
    expect(await moved.json()).toMatchObject({ uri: '/about/how-we-work/' })
    await waitForGlobalWaitUntil()
    expect(await page('/about/how-we-work/')).toEqual({
      slug: 'how-we-work',
      uri: '/about/how-we-work/',
    })
    expect(await page('/how-we-work/')).toBeNull()
    const back = await edit({ type: 'page', slug: 'how-we-work', parent: 0 })
    expect(await back.json()).toMatchObject({ uri: '/how-we-work/' })
    await waitForGlobalWaitUntil()
    expect(await page('/how-we-work/')).toEqual({ slug: 'how-we-work', uri: '/how-we-work/' })
  })

  it('refuses a parent that is no page, the page itself or a page below it', async () => {
    const id = async (uri: string) =>
      (
        (await gql(`{ page(id: "${uri}", idType: URI) { databaseId } }`)).body.data?.page as {
          databaseId: number
        }
      ).databaseId
    const about = await id('/about/')
    await edit({ type: 'page', slug: 'how-we-work', parent: about })
    for (const [slug, parent] of [
      ['about', about],
      ['about', await id('/about/how-we-work/')],
      ['about', 999999],
    ] as const) {
      const res = await edit({ type: 'page', slug, parent })
      expect(res.status, `${slug} below ${parent}`).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'rest_post_invalid_parent' })
    }
    const notPage = await edit({ type: 'service', slug: 'data', parent: about })
    expect(notPage.status).toBe(400)
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
