import { afterEach, describe, expect, it } from 'vitest'
import { gql, operator } from './helpers'

interface MenuNode {
  databaseId: number
  parentDatabaseId: number
  label: string
  url: string
  cssClasses: string[]
  order: number
}

afterEach(async () => {
  await operator('/reset', { method: 'POST' })
})

const menu = async (location: string) => {
  const { body } = await gql(
    'query ($l: MenuLocationEnum!) { menuItems(first: 100, where: { location: $l }) { nodes { databaseId parentDatabaseId label url cssClasses order } } }',
    { l: location },
    { anonymous: true },
  )
  return (body.data?.menuItems as { nodes: MenuNode[] }).nodes
}

describe('site settings as WPGraphQL and Yoast expose them', () => {
  it('answers generalSettings, and follows Settings → General when it changes', async () => {
    const q = '{ generalSettings { title description url email } }'
    expect((await gql(q)).body.data?.generalSettings).toEqual({
      title: 'Northwind Labs',
      description:
        'Northwind Labs designs, builds and runs software for companies that cannot afford to stand still.',
      url: 'http://cms.internal',
      email: 'hello@northwindlabs.dev',
    })
    const res = await operator('/settings', {
      method: 'POST',
      body: JSON.stringify({ blogname: 'Acme Robotics', admin_email: 'info@acme.example' }),
    })
    expect(res.status).toBe(200)
    expect((await gql(q)).body.data?.generalSettings).toMatchObject({
      title: 'Acme Robotics',
      email: 'info@acme.example',
    })
  })

  it('hides the email from an anonymous caller, as WPGraphQL does (only manage_options sees it)', async () => {
    const q = '{ generalSettings { title url email } }'
    expect((await gql(q, {}, { anonymous: true })).body.data?.generalSettings).toEqual({
      title: 'Northwind Labs',
      url: 'http://cms.internal',
      email: null,
    })
    await operator('/settings', {
      method: 'POST',
      body: JSON.stringify({ admin_email: 'info@acme.example' }),
    })
    const anonymous = await gql(q, {}, { anonymous: true })
    expect(anonymous.body.errors).toBeUndefined()
    expect(anonymous.body.data?.generalSettings).toMatchObject({ email: null })
    expect((await gql(q)).body.data?.generalSettings).toMatchObject({ email: 'info@acme.example' })
  })

  it('lists the items of each menu location flat, children pointing at their parent', async () => {
    const header = await menu('HEADER')
    const top = header.filter((i) => i.parentDatabaseId === 0)
    expect(top.map((i) => i.label)).toEqual([
      'Services',
      'Case Studies',
      'Careers',
      'About',
      'Contact us',
    ])
    expect(top.at(-1)?.cssClasses).toEqual(['button'])
    const services = header.filter((i) => i.parentDatabaseId === top[0]?.databaseId)
    expect(services.length).toBe(11)
    expect(services[1]).toMatchObject({
      label: 'Software Development',
      url: 'http://cms.internal/services/software/',
    })
    expect(header.map((i) => i.order)).toEqual(header.map((_, i) => i + 1))
    for (const location of ['MOBILE', 'FOOTER']) {
      expect((await menu(location)).map((i) => i.url)).toContain('http://cms.internal/about/')
    }
    expect((await menu('LEGAL')).map((i) => i.label)).toEqual(['Privacy Policy', 'Terms of Use'])
  })

  it('refuses a location the theme does not register', async () => {
    const { body } = await gql('{ menuItems(where: { location: SIDEBAR }) { nodes { label } } }')
    expect(body.errors?.[0]?.message).toContain('SIDEBAR')
  })

  it("answers Yoast's organisation and social profiles, and loses them without Yoast", async () => {
    const q =
      '{ seo { schema { companyName } social { linkedIn { url } twitter { username } otherSocials } } }'
    expect((await gql(q, {}, { anonymous: true })).body.data?.seo).toEqual({
      schema: { companyName: 'Northwind Labs d.o.o.' },
      social: {
        linkedIn: { url: 'https://www.linkedin.com/company/northwind-labs' },
        twitter: { username: 'northwindlabs' },
        otherSocials: ['https://github.com/northwind-labs'],
      },
    })
    await operator('/settings', {
      method: 'POST',
      body: JSON.stringify({ disabledPlugins: ['yoast'] }),
    })
    const without = await gql(q)
    expect(without.body.errors?.[0]?.message).toBe('Cannot query field "seo" on type "RootQuery".')
    expect(without.body.data).toBeUndefined()
  })

  it('gives no post a path with Plain permalinks, as WordPress 6.1 with WPGraphQL 2.20 answers', async () => {
    const res = await operator('/settings', {
      method: 'POST',
      body: JSON.stringify({ permalinkStructure: '' }),
    })
    expect(res.status).toBe(200)
    const q = `{
      about: page(id: "/about/", idType: URI) { uri }
      front: page(id: "/", idType: URI) { uri isFrontPage }
      pages(first: 100) { nodes { databaseId uri isFrontPage } }
      caseStudies(first: 1) { nodes { slug uri } }
      byUri: caseStudy(id: "/case-studies/fleet-telemetry-platform/", idType: URI) { uri }
    }`
    const data = (await gql(q, {}, { anonymous: true })).body.data as {
      about: null
      front: { uri: string; isFrontPage: boolean }
      pages: { nodes: { databaseId: number; uri: string; isFrontPage: boolean }[] }
      caseStudies: { nodes: { slug: string; uri: string }[] }
      byUri: null
    }
    // Seen on the rig: `/?page_id=208`, `/?case_study=case-study-120`; no path finds a page.
    expect(data.about).toBeNull()
    expect(data.byUri).toBeNull()
    expect(data.front).toEqual({ uri: '/', isFrontPage: true })
    for (const page of data.pages.nodes.filter((p) => !p.isFrontPage)) {
      expect(page.uri).toBe(`/?page_id=${page.databaseId}`)
    }
    const [study] = data.caseStudies.nodes
    expect(study?.uri).toBe(`/?case_study=${study?.slug}`)
  })
})
