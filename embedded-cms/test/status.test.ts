import { afterEach, describe, expect, it } from 'vitest'
import { content } from '../src/content'
import { gql, operator } from './helpers'

interface Node {
  databaseId: number
  slug: string
  uri: string
  status: string
  title: string
  blocks: { name: string }[]
}
const NODE = 'databaseId slug uri status title blocks { name }'

const page = (slug: string) => {
  const found = content.pages.find((p) => p.slug === slug)
  if (!found) throw new Error(`no demo page ${slug}`)
  return found
}

const asAdmin = (query: string, variables: Record<string, unknown> = {}) => gql(query, variables)
const asVisitor = (query: string, variables: Record<string, unknown> = {}) =>
  gql(query, variables, { anonymous: true })

afterEach(async () => {
  await operator('/reset', { method: 'POST' })
})

describe('posts in every status, as WPGraphQL answers them', () => {
  const unpublishedPages = [
    ['pricing', 'draft', '/?page_id=21', 'Pricing'],
    ['engineering-handbook', 'private', '/engineering-handbook/', 'Private: Engineering handbook'],
    ['events', 'draft', '/?page_id=23', 'Events & meetups'],
    ['partner-programme', 'pending', '/?page_id=24', 'Partner programme'],
  ] as const

  it('has demo pages, a case study and a service that are not published', () => {
    expect(new Set(content.pages.map((p) => p.status ?? 'publish'))).toEqual(
      new Set(['publish', 'draft', 'private', 'pending']),
    )
    expect(content.caseStudies.map((c) => c.status).filter(Boolean)).toEqual([
      'future',
      'private',
      'pending',
    ])
    expect(content.services.filter((s) => s.status === 'draft')).toHaveLength(1)
  })

  for (const [slug, status, uri, title] of unpublishedPages) {
    it(`resolves the ${status} page /${slug}/ with the credential and gives a visitor null`, async () => {
      const byUri = `query ($id: ID!) { page(id: $id, idType: URI) { ${NODE} } }`
      const admin = (await asAdmin(byUri, { id: `/${slug}/` })).body.data?.page as Node
      expect(admin).toMatchObject({ slug, status, uri, title })
      expect(admin.blocks.length).toBe(page(slug).blocks.length)
      expect((await asVisitor(byUri, { id: `/${slug}/` })).body.data?.page).toBeNull()

      const byId = `query ($id: ID!) { page(id: $id, idType: DATABASE_ID) { status } }`
      const id = String(page(slug).id)
      expect((await asAdmin(byId, { id })).body.data?.page).toEqual({ status })
      expect((await asVisitor(byId, { id })).body.data?.page).toBeNull()

      const node = `query ($uri: String!) { nodeByUri(uri: $uri) { uri ... on Page { status } } }`
      expect((await asAdmin(node, { uri: `/${slug}` })).body.data?.nodeByUri).toEqual({
        uri,
        status,
      })
      expect((await asVisitor(node, { uri: `/${slug}` })).body.data?.nodeByUri).toBeNull()
    })
  }

  it('resolves the scheduled and the private case study by slug, URI and id only with the credential', async () => {
    for (const [slug, status, uri] of [
      ['warehouse-robotics-rollout-for-delta-cargo', 'future', '/?post_type=case_study&p=650'],
      [
        'claims-portal-for-bluefin-insurance',
        'private',
        `/case-studies/claims-portal-for-bluefin-insurance/`,
      ],
    ] as const) {
      const cs = content.caseStudies.find((c) => c.slug === slug)
      if (!cs) throw new Error(slug)
      for (const [id, idType] of [
        [slug, 'SLUG'],
        [`/case-studies/${slug}/`, 'URI'],
        [String(cs.id), 'DATABASE_ID'],
      ]) {
        const q = `query ($id: ID!, $t: CaseStudyIdType) { caseStudy(id: $id, idType: $t) { ${NODE} } }`
        const admin = (await asAdmin(q, { id, t: idType })).body.data?.caseStudy as Node
        expect(admin, `${slug} by ${idType}`).toMatchObject({ slug, status, uri })
        expect(admin.blocks.length).toBeGreaterThan(0)
        expect((await asVisitor(q, { id, t: idType })).body.data?.caseStudy).toBeNull()
      }
    }
  })

  it('resolves the draft service by slug only with the credential', async () => {
    const q = '{ service(id: "ai-agents", idType: SLUG) { slug status uri } }'
    expect((await asAdmin(q)).body.data?.service).toEqual({
      slug: 'ai-agents',
      status: 'draft',
      uri: '/?post_type=service&p=310',
    })
    expect((await asVisitor(q)).body.data?.service).toBeNull()
  })

  it('lists published items only without where.stati, for either caller', async () => {
    const q =
      '{ caseStudies(first: 100) { nodes { slug status } } services(first: 100) { nodes { slug status } } }'
    for (const ask of [asAdmin, asVisitor]) {
      const data = (await ask(q)).body.data as Record<string, { nodes: Node[] }>
      const statuses = [...(data.caseStudies?.nodes ?? []), ...(data.services?.nodes ?? [])].map(
        (n) => n.status,
      )
      expect(new Set(statuses)).toEqual(new Set(['publish']))
      expect(data.services?.nodes.map((n) => n.slug)).not.toContain('ai-agents')
    }
  })

  it('lists other statuses with where.stati for the administrator only', async () => {
    const q = '{ caseStudies(first: 100, where: { stati: [FUTURE, PRIVATE] }) { nodes { slug } } }'
    const admin = (await asAdmin(q)).body.data?.caseStudies as { nodes: Node[] }
    expect(admin.nodes.map((n) => n.slug)).toEqual([
      'warehouse-robotics-rollout-for-delta-cargo',
      'claims-portal-for-bluefin-insurance',
    ])
    const visitor = (await asVisitor(q)).body.data?.caseStudies as { nodes: Node[] }
    expect(visitor.nodes.length).toBeGreaterThan(0)
    expect(visitor.nodes.map((n) => n.slug)).not.toContain('claims-portal-for-bluefin-insurance')
  })
})

describe('the front page is a setting, not a slug', () => {
  const q = `query ($id: ID!) { page(id: $id, idType: URI) { slug uri isFrontPage } }`

  it('answers / with the page set as front page, and that page under its own slug too', async () => {
    const res = await operator('/settings', {
      method: 'POST',
      body: JSON.stringify({ pageOnFront: page('about').id }),
    })
    expect(res.status).toBe(200)
    const front = { slug: 'about', uri: '/', isFrontPage: true }
    expect((await asVisitor(q, { id: '/' })).body.data?.page).toEqual(front)
    expect((await asVisitor(q, { id: '/about/' })).body.data?.page).toEqual(front)
    expect((await asVisitor(q, { id: '/about' })).body.data?.page).toEqual(front)
    // The former front page is an ordinary page again.
    expect((await asVisitor(q, { id: '/home/' })).body.data?.page).toEqual({
      slug: 'home',
      uri: '/home/',
      isFrontPage: false,
    })
  })

  it('has no front page with "Your latest posts" (pageOnFront 0): / is no page, as on WordPress', async () => {
    const res = await operator('/settings', {
      method: 'POST',
      body: JSON.stringify({ pageOnFront: 0 }),
    })
    expect(res.status).toBe(200)
    expect((await asVisitor(q, { id: '/' })).body.data?.page).toBeNull()
    expect((await asVisitor(q, { id: '/home/' })).body.data?.page).toEqual({
      slug: 'home',
      uri: '/home/',
      isFrontPage: false,
    })
  })

  it('defaults to the demo home page', async () => {
    const front = { slug: 'home', uri: '/', isFrontPage: true }
    expect((await asVisitor(q, { id: '/' })).body.data?.page).toEqual(front)
    expect((await asVisitor(q, { id: '/home/' })).body.data?.page).toEqual(front)
  })

  it('refuses an unknown plugin name or a bad page id', async () => {
    for (const body of [{ pageOnFront: 'about' }, { disabledPlugins: ['jetpack'] }]) {
      const res = await operator('/settings', { method: 'POST', body: JSON.stringify(body) })
      expect(res.status).toBe(400)
    }
  })
})
