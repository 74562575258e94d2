import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { content } from '../src/content'
import { gql, ORIGIN } from './helpers'

interface Conn {
  nodes: { slug?: string; databaseId: number }[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
}

describe('GraphQL like WPGraphQL', () => {
  it('answers the front page for /, /home and /home/', async () => {
    for (const uri of ['/', '/home', '/home/']) {
      const { status, body } = await gql(
        'query ($uri: ID!) { page(id: $uri, idType: URI) { title uri isFrontPage } }',
        { uri },
      )
      expect(status).toBe(200)
      expect(body.data?.page).toEqual({ title: 'Home', uri: '/', isFrontPage: true })
      expect(body.extensions?.debug).toEqual([])
    }
  })

  it('finds other pages with or without the trailing slash, and null for unknown ones', async () => {
    const a = await gql('{ page(id: "/about", idType: URI) { uri } }')
    expect(a.body.data?.page).toEqual({ uri: '/about/' })
    const b = await gql('{ page(id: "/nothing-here/", idType: URI) { uri } }')
    expect(b.body.data?.page).toBeNull()
  })

  it('finds a non-ASCII slug however the URI spells it, and stores it percent-encoded', async () => {
    const slug = '%d0%ba%d0%b0%d1%80%d0%b8%d1%98%d0%b5%d1%80%d0%b0'
    for (const uri of ['/каријера', '/КАРИЈЕРА/', `/${slug.toUpperCase()}/`, `/${slug}/`]) {
      const { body } = await gql('query ($uri: ID!) { page(id: $uri, idType: URI) { uri slug } }', {
        uri,
      })
      expect(body.data?.page, uri).toEqual({ uri: `/${slug}/`, slug })
    }
  })

  it('reads a slug in a query the way WordPress does (raw or escaped, any case)', async () => {
    const slug = content.caseStudies[0]?.slug ?? ''
    const { body } = await gql('query ($s: ID!) { caseStudy(id: $s, idType: SLUG) { slug } }', {
      s: slug.toUpperCase(),
    })
    expect(body.data?.caseStudy).toEqual({ slug })
    const service = await gql('{ services(first: 1, where: { name: "DATA" }) { nodes { slug } } }')
    expect(service.body.data?.services).toEqual({ nodes: [{ slug: 'data' }] })
  })

  it('lists the published pages with their URIs, the front page as /, to anonymous callers', async () => {
    const { body } = await gql('{ pages(first: 100) { nodes { uri status } } }')
    const nodes = (body.data?.pages as { nodes: { uri: string; status: string }[] }).nodes
    const uris = nodes.map((n) => n.uri)
    expect(uris).toEqual(expect.arrayContaining(['/', '/about/', '/how-we-work/']))
    expect(uris).toContain('/%d0%ba%d0%b0%d1%80%d0%b8%d1%98%d0%b5%d1%80%d0%b0/')
    expect(uris).not.toContain('/home/')
    expect(new Set(nodes.map((n) => n.status))).toEqual(new Set(['publish']))
    const published = content.pages.filter((p) => (p.status ?? 'publish') === 'publish')
    expect(nodes).toHaveLength(published.length)
  })

  it('returns 10 items without first, and hasNextPage false even when more exist', async () => {
    const { body } = await gql(
      '{ caseStudies { nodes { slug } pageInfo { hasNextPage endCursor } } }',
    )
    const conn = body.data?.caseStudies as Conn
    expect(conn.nodes).toHaveLength(10)
    expect(conn.pageInfo.hasNextPage).toBe(false)
  })

  it('caps a page at 100 items and pages to the end with after', async () => {
    const query =
      'query ($after: String) { technologies(first: 1000, after: $after) { nodes { databaseId } pageInfo { hasNextPage endCursor } } }'
    const first = await gql(query)
    const conn = first.body.data?.technologies as Conn
    expect(conn.nodes.length).toBe(Math.min(100, content.technologies.items.length))
    const small =
      'query ($after: String) { caseStudies(first: 20, after: $after) { nodes { slug } pageInfo { hasNextPage endCursor } } }'
    const seen: string[] = []
    let after: string | null = null
    for (let i = 0; i < 10; i++) {
      const page = (await gql(small, { after })).body.data?.caseStudies as Conn
      seen.push(...page.nodes.map((n) => n.slug ?? ''))
      if (!page.pageInfo.hasNextPage) break
      after = page.pageInfo.endCursor
    }
    const published = content.caseStudies.filter((c) => (c.status ?? 'publish') === 'publish')
    expect(seen).toHaveLength(published.length)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('keeps the order of where.in and ignores an empty list', async () => {
    const ids = [1305, 1300, 1303]
    const { body } = await gql(
      'query ($ids: [ID]) { managementTeam(first: 10, where: { in: $ids }) { nodes { databaseId } } }',
      { ids },
    )
    expect((body.data?.managementTeam as Conn).nodes.map((n) => n.databaseId)).toEqual(ids)
    const empty = await gql(
      '{ managementTeam(first: 100, where: { in: [] }) { nodes { databaseId } } }',
    )
    expect((empty.body.data?.managementTeam as Conn).nodes).toHaveLength(content.team.length)
  })

  it('orders by menu order descending', async () => {
    const { body } = await gql(
      '{ verticals(first: 100, where: { orderby: [{ field: MENU_ORDER, order: DESC }] }) { nodes { slug } } }',
    )
    const slugs = (body.data?.verticals as Conn).nodes.map((n) => n.slug)
    expect(slugs).toEqual(content.verticals.map((v) => v.slug).reverse())
  })

  it('finds a case study by slug, database id and URI', async () => {
    const cs = content.caseStudies[3]
    if (!cs) throw new Error('no demo case study')
    for (const [id, idType] of [
      [cs.slug, 'SLUG'],
      [String(cs.id), 'DATABASE_ID'],
      [cs.uri, 'URI'],
    ]) {
      const { body } = await gql(
        'query ($id: ID!, $t: CaseStudyIdType) { caseStudy(id: $id, idType: $t) { slug seo { title canonical } } }',
        { id, t: idType },
      )
      expect((body.data?.caseStudy as { slug: string }).slug).toBe(cs.slug)
    }
  })

  it('returns blocks with attributesJSON strings, [] for none and order per level', async () => {
    const { body } = await gql(
      '{ page(id: "/privacy-policy", idType: URI) { blocks { name order attributesJSON saveContent innerBlocks { name } } } }',
    )
    const blocks = (
      body.data?.page as {
        blocks: { name: string; order: number; attributesJSON: string; saveContent: string }[]
      }
    ).blocks
    expect(blocks[0]?.name).toBe('core/freeform')
    expect(blocks[0]?.order).toBe(0)
    expect(blocks[0]?.attributesJSON).toBe('[]')
    expect(blocks[0]?.saveContent).toContain('<h2>')
  })

  it('answers a validation error with HTTP 200, errors and no data', async () => {
    const { status, body } = await gql('{ page(id: "/", idType: URI) { noSuchField } }')
    expect(status).toBe(200)
    expect(body.errors?.[0]?.message).toContain('Cannot query field "noSuchField"')
    expect(body.data).toBeUndefined()
  })

  it('answers a syntax error, an empty or a non-JSON body with HTTP 500 and errors', async () => {
    expect((await gql('{ page(id: ')).status).toBe(500)
    for (const body of ['', 'not json']) {
      const res = await SELF.fetch(`${ORIGIN}/graphql`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status).toBe(500)
      expect(((await res.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0)
    }
  })

  it('refuses first together with last', async () => {
    const { body } = await gql('{ caseStudies(first: 2, last: 2) { nodes { slug } } }')
    expect(body.errors?.length).toBeGreaterThan(0)
  })

  it('serves absolute media URLs for featured images', async () => {
    const { body } = await gql(
      '{ caseStudies(first: 1) { nodes { featuredImage { node { sourceUrl altText } } } } }',
    )
    const node = (
      body.data?.caseStudies as {
        nodes: { featuredImage: { node: { sourceUrl: string; altText: string } } }[]
      }
    ).nodes[0]
    expect(node?.featuredImage.node.sourceUrl).toMatch(
      /^http:\/\/cms\.internal\/wp-content\/uploads\/.+\.svg$/,
    )
    expect(node?.featuredImage.node.altText.length).toBeGreaterThan(5)
  })
})
