import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import users from '../content/users.json'
import { AUTH, ORIGIN, type GqlBody } from './helpers'

/**
 * Users, roles and application passwords as WordPress 6 and WPGraphQL 2.20 treat them. Read from
 * their sources: wp-includes/user.php (wp_authenticate_application_password,
 * wp_validate_application_password), wp-includes/rest-api.php (rest_application_password_check_errors),
 * wp-graphql src/Router.php (application_password_is_api_request), src/Server/ValidationRules/
 * DisableIntrospection.php, src/Model/User.php (capabilities) and src/Model/Post.php (is_private).
 */

const account = (login: string) => {
  const user = users.find((u) => u.login === login)
  if (!user) throw new Error(`no demo user ${login}`)
  return user
}
const basic = (name: string, password: string) => `Basic ${btoa(`${name}:${password}`)}`
const EDITOR = account('elena')
const CONTRIBUTOR = account('carl')
const AS_EDITOR = basic(EDITOR.login, EDITOR.applicationPassword)
const AS_CONTRIBUTOR = basic(CONTRIBUTOR.login, CONTRIBUTOR.applicationPassword)

async function gqlAs(
  auth: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; body: GqlBody }> {
  const res = await SELF.fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return { status: res.status, body: (await res.json()) as GqlBody }
}

const VIEWER = '{ viewer { databaseId username name capabilities roles { nodes { name } } } }'

interface ViewerNode {
  databaseId: number
  username: string
  name: string
  capabilities: string[]
  roles: { nodes: { name: string }[] }
}

describe('viewer and application passwords', () => {
  it('names the signed-in user with their role and capabilities', async () => {
    const editor = (await gqlAs(AS_EDITOR, VIEWER)).body.data?.viewer as ViewerNode
    expect(editor).toMatchObject({ databaseId: 2, username: 'elena', name: 'Elena Marković' })
    expect(editor.roles.nodes).toEqual([{ name: 'editor' }])
    expect(editor.capabilities).toEqual(
      expect.arrayContaining([
        'editor',
        'edit_others_posts',
        'edit_others_pages',
        'read_private_pages',
      ]),
    )
    expect(editor.capabilities).not.toContain('manage_options')

    const contributor = (await gqlAs(AS_CONTRIBUTOR, VIEWER)).body.data?.viewer as ViewerNode
    expect(contributor).toMatchObject({ databaseId: 3, username: 'carl' })
    expect(contributor.capabilities).toEqual(expect.arrayContaining(['contributor', 'edit_posts']))
    for (const cap of [
      'edit_others_posts',
      'edit_pages',
      'edit_published_posts',
      'read_private_posts',
    ]) {
      expect(contributor.capabilities).not.toContain(cap)
    }

    const admin = (await gqlAs(AUTH, VIEWER)).body.data?.viewer as ViewerNode
    expect(admin).toMatchObject({ databaseId: 1, username: 'demo' })
    expect(admin.capabilities).toContain('manage_options')
  })

  it('accepts the application password with or without its spaces, and the email as the name', async () => {
    const plain = EDITOR.applicationPassword.replaceAll(' ', '')
    for (const auth of [basic('elena', plain), basic(EDITOR.email, EDITOR.applicationPassword)]) {
      expect((await gqlAs(auth, '{ viewer { username } }')).body.data?.viewer).toEqual({
        username: 'elena',
      })
    }
  })

  it('answers a wrong application password or an unknown user on /graphql as an anonymous caller', async () => {
    // wp_validate_application_password() keeps the request anonymous when the password fails;
    // only the REST API turns the failure into a 401, and WPGraphQL registers no such check.
    for (const auth of [basic('elena', 'wrong password'), basic('nobody', 'x'), 'Basic %%%']) {
      const { status, body } = await gqlAs(
        auth,
        '{ viewer { username } page(id: "21", idType: DATABASE_ID) { status } }',
      )
      expect(status, auth).toBe(200)
      expect(body.errors, auth).toBeUndefined()
      expect(body.data, auth).toEqual({ viewer: null, page: null })
    }
    expect((await gqlAs(null, '{ viewer { username } }')).body.data).toEqual({ viewer: null })
  })

  it('refuses the same wrong password with 401 on the REST API', async () => {
    const res = await SELF.fetch(`${ORIGIN}/wp-json/custom/v1/json-file/9100`, {
      headers: { authorization: basic('elena', 'wrong password') },
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      code: 'incorrect_password',
      message: 'The provided password is an invalid application password.',
      data: { status: 401 },
    })
  })

  it('introspects only for a signed-in user (public introspection is off by default)', async () => {
    const query = '{ __schema { queryType { name } } }'
    const anonymous = await gqlAs(null, query)
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.data).toBeUndefined()
    expect(anonymous.body.errors?.map((e) => e.message)).toEqual([
      'GraphQL introspection is not allowed, but the query contained __schema or __type',
    ])
    expect((await gqlAs(basic('elena', 'wrong'), query)).body.errors).toHaveLength(1)
    expect((await gqlAs(AS_CONTRIBUTOR, query)).body.data).toEqual({
      __schema: { queryType: { name: 'RootQuery' } },
    })
    expect((await gqlAs(null, '{ __typename }')).body.data).toEqual({ __typename: 'RootQuery' })
  })

  it('keeps the operator routes to the administrator', async () => {
    const res = await SELF.fetch(`${ORIGIN}/wp-json/embedded/v1/subscribers`, {
      headers: { authorization: AS_EDITOR },
    })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { code: string }).code).toBe('rest_forbidden')
  })
})

const POST = 'databaseId status title uri authorDatabaseId isRevision blocks { name }'

interface PostNode {
  databaseId: number
  status: string
  title: string | null
  uri: string | null
  authorDatabaseId: number | null
  isRevision: boolean | null
  blocks: { name: string }[] | null
}

const byId = (field: 'page' | 'caseStudy' | 'service', asPreview = false) =>
  `query ($id: ID!) { ${field}(id: $id, idType: DATABASE_ID${asPreview ? ', asPreview: true' : ''}) { ${POST} } }`

async function post(
  auth: string | null,
  field: 'page' | 'caseStudy' | 'service',
  id: number,
  asPreview = false,
): Promise<PostNode | null> {
  const { body } = await gqlAs(auth, byId(field, asPreview), { id: String(id) })
  expect(body.errors).toBeUndefined()
  return (body.data?.[field] ?? null) as PostNode | null
}

describe('posts by role (WPGraphQL Model\\Post)', () => {
  it('shows an editor every post of every author in every status, with its content', async () => {
    for (const [field, id, status] of [
      ['page', 21, 'draft'],
      ['page', 22, 'private'],
      ['page', 24, 'pending'],
      ['caseStudy', 650, 'future'],
      ['caseStudy', 651, 'private'],
      ['caseStudy', 652, 'pending'],
      ['service', 310, 'draft'],
    ] as const) {
      const node = await post(AS_EDITOR, field, id)
      expect(node, `${field} ${id}`).toMatchObject({ databaseId: id, status, isRevision: false })
      expect(node?.blocks?.length, `${field} ${id}`).toBeGreaterThan(0)
    }
  })

  it('shows a contributor their own pending case study whole', async () => {
    expect(await post(AS_CONTRIBUTOR, 'caseStudy', 652)).toMatchObject({
      status: 'pending',
      title: 'Mortgage document checks for Granite Bank',
      authorDatabaseId: 3,
      blocks: expect.arrayContaining([{ name: 'custom/project-heading' }]),
    })
  })

  it("restricts another author's scheduled post for a contributor to its identity", async () => {
    // get_restricted_cap(): draft, pending and future posts of others need edit_others_posts.
    expect(await post(AS_CONTRIBUTOR, 'caseStudy', 650)).toEqual({
      databaseId: 650,
      status: 'future',
      title: 'Warehouse robotics rollout for Delta Cargo',
      uri: '/?post_type=case_study&p=650',
      authorDatabaseId: null,
      isRevision: null,
      blocks: null,
    })
  })

  it('gives a contributor null for pages in draft and for private posts', async () => {
    // Pages need edit_pages, private posts read_private_posts: contributors have neither.
    expect(await post(AS_CONTRIBUTOR, 'page', 21)).toBeNull()
    expect(await post(AS_CONTRIBUTOR, 'caseStudy', 651)).toBeNull()
    expect((await post(AS_CONTRIBUTOR, 'service', 301))?.status).toBe('publish')
  })

  it('lists for a contributor only the statuses they may see', async () => {
    const q =
      '{ caseStudies(first: 100, where: { stati: [PENDING, FUTURE, PRIVATE] }) { nodes { databaseId blocks { name } } } }'
    const { body } = await gqlAs(AS_CONTRIBUTOR, q)
    const nodes = (body.data?.caseStudies as { nodes: { databaseId: number; blocks: unknown }[] })
      .nodes
    expect(nodes.map((n) => n.databaseId)).toEqual([650, 652])
    expect(nodes.map((n) => n.blocks === null)).toEqual([true, false])
  })
})

describe('asPreview: the newest revision or autosave', () => {
  it("resolves a published service's autosave for an editor, and the published content without it", async () => {
    const q = `query ($id: ID!, $preview: Boolean) {
      service(id: $id, idType: DATABASE_ID, asPreview: $preview) {
        ${POST} slug isPreview featuredImage { node { sourceUrl } }
        blocks { name attributesJSON }
      }
    }`
    const preview = (await gqlAs(AS_EDITOR, q, { id: '301', preview: true })).body.data
      ?.service as PostNode & {
      slug: string
      isPreview: boolean
      blocks: { attributesJSON: string }[]
    }
    expect(preview).toMatchObject({
      databaseId: 3012,
      status: 'inherit',
      slug: '301-autosave-v1',
      title: 'Data, Analytics & AI',
      uri: '/services/data/?preview=true',
      authorDatabaseId: 2,
      isRevision: true,
      isPreview: true,
      featuredImage: {
        node: { sourceUrl: `${ORIGIN}/wp-content/uploads/2025/03/service-data.svg` },
      },
    })
    expect(JSON.parse(preview.blocks[0]?.attributesJSON ?? '{}')).toMatchObject({
      title: 'Data, Analytics & AI',
    })

    const live = (await gqlAs(AS_EDITOR, q, { id: '301', preview: false })).body.data
      ?.service as PostNode & { blocks: { attributesJSON: string }[] }
    expect(live).toMatchObject({ databaseId: 301, status: 'publish', title: 'Data & Analytics' })
    expect(JSON.parse(live.blocks[0]?.attributesJSON ?? '{}')).toMatchObject({
      title: 'Data & Analytics',
    })
  })

  it('finds the same preview by slug and by URI', async () => {
    for (const [id, idType] of [
      ['data', 'SLUG'],
      ['/services/data/', 'URI'],
    ]) {
      const { body } = await gqlAs(
        AS_EDITOR,
        'query ($id: ID!, $t: ServiceIdType) { service(id: $id, idType: $t, asPreview: true) { databaseId } }',
        { id, t: idType },
      )
      expect(body.data?.service, idType).toEqual({ databaseId: 3012 })
    }
  })

  it('answers null to whoever may not edit the post (a revision inherits its parent’s rights)', async () => {
    expect(await post(null, 'service', 301, true)).toBeNull()
    expect(await post(AS_CONTRIBUTOR, 'service', 301, true)).toBeNull()
    expect(await post(basic('elena', 'wrong'), 'service', 301, true)).toBeNull()
  })

  it('resolves the post itself when it has no revision', async () => {
    expect(await post(AS_EDITOR, 'page', 21, true)).toMatchObject({
      databaseId: 21,
      status: 'draft',
      isRevision: false,
    })
    expect(await post(AS_CONTRIBUTOR, 'caseStudy', 652, true)).toMatchObject({
      databaseId: 652,
      status: 'pending',
    })
    expect(await post(null, 'page', 21, true)).toBeNull()
  })
})
