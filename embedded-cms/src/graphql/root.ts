import { content } from '../content'
import type { PageContent } from '../content/types'
import { listStati, type PostStatus } from '../content/status'
import {
  generalSettings,
  menuItemConnection,
  yoastSiteSettings,
  type GeneralOverrides,
} from './site'
import { connection, idToDatabaseId, type ConnectionArgs } from './connection'
import { querySlug, queryUri } from './slugs'
import {
  caseStudyNode,
  mediaItem,
  pageNode,
  pagePath,
  serviceNode,
  visible,
  type NodeContext,
} from './nodes'

const globalId = (type: string, id: number) => btoa(`${type}:${id}`)

/** A URI as a path with a trailing slash, compared that way (`/about` = `/about/`). */
function normaliseUri(uri: string): string {
  let path = uri.trim()
  try {
    path = new URL(path, 'http://x').pathname
  } catch {
    // keep as is
  }
  if (!path.startsWith('/')) path = `/${path}`
  // Each segment as WordPress reads a slug in a query: `/каријера`, `/%D0%BA…` find `/%d0%ba…/`.
  path = queryUri(path)
  return path.endsWith('/') ? path : `${path}/`
}

type IdArgs = { id: string; idType?: string | null }

/** The fields every post-type node shares; `title` is what WordPress shows as the post title. */
const postFields = (typename: string, id: number, title: string | null, menuOrder: number) => ({
  __typename: typename,
  id: globalId('post', id),
  databaseId: id,
  status: 'publish' as PostStatus,
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

interface PostNode {
  databaseId: number
  slug?: string | null
  uri?: string | null
  status: PostStatus
}

/** The root query object: every field of RootQuery the site uses, over the demo content. */
export function rootValue(
  ctx: NodeContext & { general?: GeneralOverrides; extraPages?: readonly PageContent[] },
) {
  const url = ctx.publicUrl.replace(/\/+$/, '')
  const nodeCtx: NodeContext = { ...ctx, publicUrl: url, siteName: ctx.general?.title }
  // Every post of a type in every status; what a caller sees is decided per field below.
  const pages = () =>
    [...content.pages, ...(ctx.extraPages ?? [])].map((p) => ({
      node: pageNode(p, nodeCtx),
      item: p,
    }))
  const allCaseStudies = () => content.caseStudies.map((cs, i) => caseStudyNode(cs, i, nodeCtx))
  const allServices = () => content.services.map((s) => serviceNode(s, nodeCtx))

  /** A list connection: published items unless `where.stati` asks for more (and may). */
  const list = <T extends PostNode & { menuOrder?: number; titleText?: string }>(
    items: T[],
    args: ConnectionArgs,
  ) => {
    const stati = listStati(args.where, ctx.viewer)
    return connection(
      items.filter((n) => stati.has(n.status)),
      args,
    )
  }

  const awardNode = (a: { id: number; image: string }, menuOrder: number) => ({
    ...postFields('Award', a.id, null, menuOrder),
    awardImage: mediaItem(a.image, url),
  })

  /** A single post by id, slug or URI; non-public posts only for a caller who may read them. */
  const byId = <T extends PostNode>(list: T[], { id, idType }: IdArgs): T | null => {
    let found: T | undefined
    switch (idType ?? 'ID') {
      case 'DATABASE_ID':
        found = list.find((n) => n.databaseId === Number(id))
        break
      case 'SLUG':
        found = list.find((n) => n.slug === querySlug(id))
        break
      case 'URI':
        found = list.find((n) => n.uri && normaliseUri(n.uri) === normaliseUri(id))
        break
      default:
        found = list.find((n) => n.databaseId === idToDatabaseId(id))
    }
    return found && visible(found, ctx) ? found : null
  }

  /**
   * A page by path, as WordPress's rewrite rules resolve it: `/` is the front page (whatever its
   * slug), and a page's own path answers too, even for the front page and for drafts (whose `uri`
   * is `?page_id=`).
   */
  const pageByPath = (path: string) => {
    const uri = normaliseUri(path)
    const all = pages()
    const found =
      uri === '/' ? all.find((p) => p.node.isFrontPage) : all.find((p) => pagePath(p.item) === uri)
    return found && visible(found.item, ctx) ? found.node : null
  }

  /** Other post types by path: their pretty permalink. */
  const postByPath = <T extends PostNode>(list: T[], path: string, prefix: string) => {
    const uri = normaliseUri(path)
    const found = list.find((n) => `/${prefix}/${n.slug}/` === uri)
    return found && visible(found, ctx) ? found : null
  }

  return {
    page: (args: IdArgs) =>
      (args.idType ?? 'ID') === 'URI'
        ? pageByPath(args.id)
        : byId(
            pages().map((p) => p.node),
            args,
          ),
    nodeByUri: ({ uri }: { uri: string }) =>
      pageByPath(uri) ??
      postByPath(allCaseStudies(), uri, 'case-studies') ??
      postByPath(allServices(), uri, 'services'),
    caseStudy: (args: IdArgs) =>
      args.idType === 'URI'
        ? postByPath(allCaseStudies(), args.id, 'case-studies')
        : byId(allCaseStudies(), args),
    service: (args: IdArgs) =>
      args.idType === 'URI'
        ? postByPath(allServices(), args.id, 'services')
        : byId(allServices(), args),
    pages: (args: ConnectionArgs) =>
      list(
        pages().map((p) => p.node),
        args,
      ),
    caseStudies: (args: ConnectionArgs) => list(allCaseStudies(), args),
    services: (args: ConnectionArgs) => list(allServices(), args),
    projects: (args: ConnectionArgs) =>
      list(
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
      return list(
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
      list(
        content.verticals.map((v, i) => ({
          ...postFields('Vertical', v.id, v.title, i),
          slug: v.slug,
          image: mediaItem(v.image, url),
        })),
        args,
      ),
    partners: (args: ConnectionArgs) =>
      list(
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
      // ACF's relationship field resolves each related post through the same visibility rules.
      const studies = allCaseStudies().filter((n) => visible(n, ctx))
      return list(
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
      list(
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
      list(
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
    generalSettings: () => generalSettings(url, ctx.general ?? {}),
    menuItems: (args: Parameters<typeof menuItemConnection>[0]) => menuItemConnection(args, url),
    seo: () => yoastSiteSettings(),
  }
}
