import { content } from '../content'
import { connection, idToDatabaseId, type ConnectionArgs } from './connection'
import { caseStudyNode, mediaItem, pageNode, serviceNode } from './nodes'

const globalId = (type: string, id: number) => btoa(`${type}:${id}`)
const published = <T extends { status?: string }>(item: T) =>
  (item.status ?? 'publish') === 'publish'

/** `/`, `/home` and `/home/` are the front page; other URIs are compared with a trailing slash. */
function normaliseUri(uri: string): string {
  let path = uri.trim()
  try {
    path = new URL(path, 'http://x').pathname
  } catch {
    // keep as is
  }
  if (!path.startsWith('/')) path = `/${path}`
  if (!path.endsWith('/')) path = `${path}/`
  return path === '/home/' ? '/' : path
}

type IdArgs = { id: string; idType?: string | null }

/** The root query object: every field of RootQuery the site uses, over the demo content. */
export function rootValue(publicUrl: string) {
  const url = publicUrl.replace(/\/+$/, '')
  const caseStudies = () =>
    content.caseStudies
      .flatMap((cs, i) => (published(cs) ? [caseStudyNode(i, url)] : []))
      .filter((n): n is NonNullable<typeof n> => n !== null)
  const services = () =>
    content.services
      .map((_, i) => serviceNode(i, url))
      .filter((n): n is NonNullable<typeof n> => n !== null)

  const byId = <T extends { databaseId: number; uri?: string | null; slug?: string | null }>(
    list: T[],
    { id, idType }: IdArgs,
  ): T | null => {
    switch (idType ?? 'ID') {
      case 'DATABASE_ID':
        return list.find((n) => n.databaseId === Number(id)) ?? null
      case 'SLUG':
        return list.find((n) => n.slug === id) ?? null
      case 'URI':
        return list.find((n) => n.uri && normaliseUri(n.uri) === normaliseUri(id)) ?? null
      default:
        return list.find((n) => n.databaseId === idToDatabaseId(id)) ?? null
    }
  }

  return {
    page: (args: IdArgs) => {
      const pages = content.pages.filter(published).map((p) => pageNode(p, url))
      if ((args.idType ?? 'ID') === 'URI') {
        const uri = normaliseUri(args.id)
        return pages.find((p) => normaliseUri(p.uri) === uri) ?? null
      }
      return byId(pages, args)
    },
    nodeByUri: ({ uri }: { uri: string }) =>
      [
        ...content.pages.filter(published).map((p) => pageNode(p, url)),
        ...caseStudies(),
        ...services(),
      ].find((n) => normaliseUri(n.uri) === normaliseUri(uri)) ?? null,
    caseStudy: (args: IdArgs) => byId(caseStudies(), args),
    caseStudies: (args: ConnectionArgs) => connection(caseStudies(), args),
    services: (args: ConnectionArgs) => connection(services(), args),
    projects: (args: ConnectionArgs) =>
      connection(
        content.projects.map((p, i) => ({
          __typename: 'Project',
          id: globalId('post', p.id),
          databaseId: p.id,
          slug: p.slug,
          uri: `/projects/${p.slug}/`,
          title: p.title,
          titleText: p.title,
          menuOrder: i,
          tags: (a: ConnectionArgs) =>
            connection(
              p.tags.map((name, t) => ({
                databaseId: 2000 + t,
                id: globalId('term', 2000 + t),
                name,
                slug: name.toLowerCase(),
              })),
              a,
            ),
          featuredImage: () => {
            const node = mediaItem(p.image, url)
            return node && { cursor: null, node }
          },
        })),
        args,
      ),
    technologies: (args: ConnectionArgs) => {
      const categories = new Map(content.technologies.categories.map((c) => [c.id, c]))
      return connection(
        content.technologies.items.map((t, i) => ({
          __typename: 'Technology',
          id: globalId('post', t.id),
          databaseId: t.id,
          title: t.title,
          titleText: t.title,
          menuOrder: i,
          tooltipText: t.tooltip,
          image: mediaItem(t.image, url),
          technologyCategories: (a: ConnectionArgs) =>
            connection(
              t.categories.flatMap((id) => {
                const c = categories.get(id)
                return c ? [{ id: globalId('term', c.id), databaseId: c.id, name: c.name }] : []
              }),
              a,
            ),
        })),
        args,
      )
    },
    verticals: (args: ConnectionArgs) =>
      connection(
        content.verticals.map((v, i) => ({
          __typename: 'Vertical',
          id: globalId('post', v.id),
          databaseId: v.id,
          slug: v.slug,
          title: v.title,
          titleText: v.title,
          menuOrder: i,
          image: mediaItem(v.image, url),
        })),
        args,
      ),
    partners: (args: ConnectionArgs) =>
      connection(
        content.partners.map((p, i) => ({
          __typename: 'Partner',
          id: globalId('post', p.id),
          databaseId: p.id,
          title: p.name,
          titleText: p.name,
          name: p.name,
          description: p.description,
          menuOrder: i,
          logo: mediaItem(p.logo, url),
        })),
        args,
      ),
    clients: (args: ConnectionArgs) => {
      const industries = new Map(content.clients.industries.map((c) => [c.id, c]))
      const studies = caseStudies()
      return connection(
        content.clients.items.map((c, i) => ({
          __typename: 'Client',
          id: globalId('post', c.id),
          databaseId: c.id,
          title: c.name,
          titleText: c.name,
          name: c.name,
          description: c.description,
          menuOrder: i,
          logo: mediaItem(c.logo, url),
          logoWhite: mediaItem(c.logoWhite, url),
          clientIndustries: (a: ConnectionArgs) =>
            connection(
              c.industries.flatMap((id) => {
                const ind = industries.get(id)
                return ind
                  ? [{ id: globalId('term', ind.id), databaseId: ind.id, name: ind.name }]
                  : []
              }),
              a,
            ),
          caseStudies: {
            casestudy: c.caseStudy ? studies.filter((s) => s.slug === c.caseStudy) : null,
          },
        })),
        args,
      )
    },
    awards: (args: ConnectionArgs) =>
      connection(
        content.awards.awards.map((a, i) => ({
          __typename: 'Award',
          id: globalId('post', a.id),
          databaseId: a.id,
          menuOrder: i,
          awardImage: mediaItem(a.image, url),
        })),
        args,
      ),
    awardCategories: (args: ConnectionArgs) => {
      const awards = new Map(content.awards.awards.map((a) => [a.id, a]))
      return connection(
        content.awards.categories.map((c, i) => ({
          __typename: 'AwardCategory',
          id: globalId('term', c.id),
          databaseId: c.id,
          awardCategoryId: c.id,
          name: c.name,
          menuOrder: i,
          awards: (a: ConnectionArgs) =>
            connection(
              c.awards.flatMap((id) => {
                const award = awards.get(id)
                return award
                  ? [
                      {
                        __typename: 'Award',
                        id: globalId('post', id),
                        databaseId: id,
                        awardImage: mediaItem(award.image, url),
                      },
                    ]
                  : []
              }),
              a,
            ),
        })),
        args,
      )
    },
    managementTeam: (args: ConnectionArgs) =>
      connection(
        content.team.map((m, i) => ({
          __typename: 'ManagementTeamMember',
          id: globalId('post', m.id),
          databaseId: m.id,
          title: m.name,
          titleText: m.name,
          name: m.name,
          position: m.position,
          linkedInURL: m.linkedIn,
          description: m.description,
          email: m.email,
          phone: m.phone,
          menuOrder: i,
          image: mediaItem(m.image, url),
        })),
        args,
      ),
  }
}
