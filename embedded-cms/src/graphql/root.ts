import { content } from '../content'
import type { PageContent } from '../content/types'
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

/** The fields every post-type node shares; `title` is what WordPress shows as the post title. */
const postFields = (typename: string, id: number, title: string | null, menuOrder: number) => ({
  __typename: typename,
  id: globalId('post', id),
  databaseId: id,
  ...(title === null ? {} : { title, titleText: title }),
  menuOrder,
})

/** A nested term connection: the terms of `ids` found in `terms`, in the ids' order. */
const termConnection =
  (ids: readonly number[], terms: ReadonlyMap<number, { id: number; name: string }>) =>
  (args: ConnectionArgs) =>
    connection(
      ids.flatMap((id) => {
        const term = terms.get(id)
        return term ? [{ id: globalId('term', term.id), databaseId: term.id, name: term.name }] : []
      }),
      args,
    )

/** The root query object: every field of RootQuery the site uses, over the demo content. */
export function rootValue(publicUrl: string, extraPages: PageContent[] = []) {
  const url = publicUrl.replace(/\/+$/, '')
  const allPages = [...content.pages, ...extraPages]
  const caseStudies = () =>
    content.caseStudies
      .flatMap((cs, i) => (published(cs) ? [caseStudyNode(i, url)] : []))
      .filter((n): n is NonNullable<typeof n> => n !== null)
  const services = () =>
    content.services
      .map((_, i) => serviceNode(i, url))
      .filter((n): n is NonNullable<typeof n> => n !== null)

  const awardNode = (a: { id: number; image: string }, menuOrder: number) => ({
    ...postFields('Award', a.id, null, menuOrder),
    awardImage: mediaItem(a.image, url),
  })

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
      const pages = allPages.filter(published).map((p) => pageNode(p, url))
      if ((args.idType ?? 'ID') === 'URI') {
        const uri = normaliseUri(args.id)
        return pages.find((p) => normaliseUri(p.uri) === uri) ?? null
      }
      return byId(pages, args)
    },
    nodeByUri: ({ uri }: { uri: string }) =>
      [
        ...allPages.filter(published).map((p) => pageNode(p, url)),
        ...caseStudies(),
        ...services(),
      ].find((n) => normaliseUri(n.uri) === normaliseUri(uri)) ?? null,
    caseStudy: (args: IdArgs) => byId(caseStudies(), args),
    caseStudies: (args: ConnectionArgs) => connection(caseStudies(), args),
    services: (args: ConnectionArgs) => connection(services(), args),
    projects: (args: ConnectionArgs) =>
      connection(
        content.projects.map((p, i) => ({
          ...postFields('Project', p.id, p.title, i),
          slug: p.slug,
          uri: `/projects/${p.slug}/`,
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
          ...postFields('Technology', t.id, t.title, i),
          tooltipText: t.tooltip,
          image: mediaItem(t.image, url),
          technologyCategories: termConnection(t.categories, categories),
        })),
        args,
      )
    },
    verticals: (args: ConnectionArgs) =>
      connection(
        content.verticals.map((v, i) => ({
          ...postFields('Vertical', v.id, v.title, i),
          slug: v.slug,
          image: mediaItem(v.image, url),
        })),
        args,
      ),
    partners: (args: ConnectionArgs) =>
      connection(
        content.partners.map((p, i) => ({
          ...postFields('Partner', p.id, p.name, i),
          name: p.name,
          description: p.description,
          logo: mediaItem(p.logo, url),
        })),
        args,
      ),
    clients: (args: ConnectionArgs) => {
      const industries = new Map(content.clients.industries.map((c) => [c.id, c]))
      const studies = caseStudies()
      return connection(
        content.clients.items.map((c, i) => ({
          ...postFields('Client', c.id, c.name, i),
          name: c.name,
          description: c.description,
          logo: mediaItem(c.logo, url),
          logoWhite: mediaItem(c.logoWhite, url),
          clientIndustries: termConnection(c.industries, industries),
          caseStudies: {
            casestudy: c.caseStudy ? studies.filter((s) => s.slug === c.caseStudy) : null,
          },
        })),
        args,
      )
    },
    awards: (args: ConnectionArgs) =>
      connection(
        content.awards.awards.map((a, i) => awardNode(a, i)),
        args,
      ),
    awardCategories: (args: ConnectionArgs) => {
      const awards = new Map(content.awards.awards.map((a, index) => [a.id, { ...a, index }]))
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
                return award ? [awardNode(award, award.index)] : []
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
          ...postFields('ManagementTeamMember', m.id, m.name, i),
          name: m.name,
          position: m.position,
          linkedInURL: m.linkedIn,
          description: m.description,
          email: m.email,
          phone: m.phone,
          image: mediaItem(m.image, url),
        })),
        args,
      ),
  }
}
