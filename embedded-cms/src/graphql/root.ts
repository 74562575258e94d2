import { content } from '../content'
import { edited, type PostEdits } from '../db/post-edits'
import type { PageContent } from '../content/types'
import { currentPages, pagePath } from '../content/page-tree'
import type { PostStatus } from '../content/status'
import {
  listStati,
  postVisibility,
  revisionVisible,
  type AccessItem,
  type PostType,
} from '../content/access'
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
  latestRevision,
  mediaItem,
  pageNode,
  restrictedNode,
  revisionNode,
  serviceNode,
  type NodeContext,
} from './nodes'
import { userNode } from './users'
import { mediaItemNode } from './media-item'

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

type IdArgs = { id: string; idType?: string | null; asPreview?: boolean | null }

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
  status: PostStatus | 'inherit'
  titleText?: string
  authorDatabaseId?: number | null
}

/** A post of the demo content with its node: what access rules and revisions are read from. */
interface Entry<N extends PostNode> {
  node: N
  item: PageContent
}

/** What the access rules read of a node (its status and author). */
const accessOf = (node: PostNode): AccessItem => ({
  status: node.status === 'inherit' ? undefined : node.status,
  author: node.authorDatabaseId ?? undefined,
})

/** The root query object: every field of RootQuery the site uses, over the demo content. */
export function rootValue(
  ctx: NodeContext & {
    general?: GeneralOverrides
    extraPages?: readonly PageContent[]
    edits?: PostEdits
  },
) {
  const url = ctx.publicUrl.replace(/\/+$/, '')
  const nodeCtx: NodeContext = { ...ctx, publicUrl: url, siteName: ctx.general?.title }
  // Every post of a type in every status; what a caller sees is decided per field below.
  const pages = () =>
    currentPages(ctx.edits, ctx.extraPages).map((p) => ({ node: pageNode(p, nodeCtx), item: p }))
  const caseStudies = () =>
    content.caseStudies
      .map((cs) => edited('case_study', cs, ctx.edits))
      .map((cs, i) => ({ node: caseStudyNode(cs, i, nodeCtx), item: cs }))
  const services = () =>
    content.services
      .map((s) => edited('service', s, ctx.edits))
      .map((s) => ({ node: serviceNode(s, nodeCtx), item: s }))

  /** A post as this caller sees it: whole, restricted to its identity, or null. */
  const seen = <N extends PostNode>(node: N, type: PostType): N | null => {
    const visibility = postVisibility(accessOf(node), type, ctx.viewer)
    if (visibility === 'private') return null
    return visibility === 'restricted' ? restrictedNode(node) : node
  }

  /**
   * A single post as WPGraphQL resolves it: with `asPreview: true`, its newest revision or
   * autosave instead (when it has one), which only a user who may edit the post gets.
   */
  const resolve = <N extends PostNode & { titleText: string; uri: string | null }>(
    entry: Entry<N> | undefined,
    type: PostType,
    asPreview: boolean | null | undefined,
  ) => {
    if (!entry) return null
    const revision = asPreview ? latestRevision(entry.item) : null
    if (!revision) return seen(entry.node, type)
    const access = { author: revision.author }
    return revisionVisible(access, accessOf(entry.node), type, ctx.viewer)
      ? revisionNode(entry.node, entry.item, revision, nodeCtx)
      : null
  }

  /**
   * A list connection: published items unless `where.stati` asks for more (and may), each as the
   * caller may see it.
   */
  const list = <T extends PostNode & { menuOrder?: number }>(
    items: T[],
    args: ConnectionArgs,
    type: PostType,
  ) => {
    const stati = listStati(args.where, type, ctx.viewer)
    return connection(
      items.filter((n) => stati.has(n.status)).flatMap((n) => seen(n, type) ?? []),
      args,
    )
  }

  const awardNode = (a: { id: number; image: string }, menuOrder: number) => ({
    ...postFields('Award', a.id, null, menuOrder),
    awardImage: mediaItem(a.image, url),
  })

  /** A single post by id or slug, whatever the caller may see of it. */
  const byId = <N extends PostNode>(entries: Entry<N>[], { id, idType }: IdArgs) => {
    switch (idType ?? 'ID') {
      case 'DATABASE_ID':
        return entries.find((e) => e.node.databaseId === Number(id))
      case 'SLUG':
        return entries.find((e) => e.node.slug === querySlug(id))
      default:
        return entries.find((e) => e.node.databaseId === idToDatabaseId(id))
    }
  }

  /**
   * A page by path, as WordPress's rewrite rules resolve it: `/` is the front page (whatever its
   * slug), and a page's own path answers too, even for the front page and for drafts (whose `uri`
   * is `?page_id=`).
   */
  const pageByPath = (path: string) => {
    const uri = normaliseUri(path)
    const all = pages()
    if (uri === '/') return all.find((p) => p.node.isFrontPage)
    // Seen with Plain permalinks: WordPress has no rewrite rules, so no path names a page.
    return ctx.plainPermalinks ? undefined : all.find((p) => pagePath(p.item) === uri)
  }

  /** Other post types by path: their pretty permalink. */
  const postByPath = <N extends PostNode>(entries: Entry<N>[], path: string, prefix: string) => {
    const uri = normaliseUri(path)
    if (ctx.plainPermalinks) return undefined
    return entries.find((e) => `/${prefix}/${e.node.slug}/` === uri)
  }

  return {
    viewer: () => (ctx.viewer ? userNode(ctx.viewer) : null),
    page: (args: IdArgs) =>
      resolve(
        (args.idType ?? 'ID') === 'URI' ? pageByPath(args.id) : byId(pages(), args),
        'page',
        args.asPreview,
      ),
    nodeByUri: ({ uri }: { uri: string }) =>
      resolve(pageByPath(uri), 'page', false) ??
      resolve(postByPath(caseStudies(), uri, 'case-studies'), 'case_study', false) ??
      resolve(postByPath(services(), uri, 'services'), 'service', false),
    caseStudy: (args: IdArgs) =>
      resolve(
        args.idType === 'URI'
          ? postByPath(caseStudies(), args.id, 'case-studies')
          : byId(caseStudies(), args),
        'case_study',
        args.asPreview,
      ),
    service: (args: IdArgs) =>
      resolve(
        args.idType === 'URI'
          ? postByPath(services(), args.id, 'services')
          : byId(services(), args),
        'service',
        args.asPreview,
      ),
    pages: (args: ConnectionArgs) =>
      list(
        pages().map((p) => p.node),
        args,
        'page',
      ),
    caseStudies: (args: ConnectionArgs) =>
      list(
        caseStudies().map((e) => e.node),
        args,
        'case_study',
      ),
    services: (args: ConnectionArgs) =>
      list(
        services().map((e) => e.node),
        args,
        'service',
      ),
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
        'project',
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
        'technology',
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
        'vertical',
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
        'partner',
      ),
    clients: (args: ConnectionArgs) => {
      const industries = new Map(content.clients.industries.map((c) => [c.id, c]))
      // ACF's relationship field resolves each related post through the same visibility rules.
      const studies = caseStudies().flatMap((e) => seen(e.node, 'case_study') ?? [])
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
        'client',
      )
    },
    awards: (args: ConnectionArgs) =>
      list(
        content.awards.awards.map((a, i) => awardNode(a, i)),
        args,
        'award',
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
        'management_team',
      ),
    mediaItem: ({ id, idType }: { id: string; idType?: string | null }) => {
      const entries = Object.values(content.media)
      const entry =
        idType === 'SOURCE_URL'
          ? entries.find((e) => mediaItemNode(e, url).mediaItemUrl === id)
          : entries.find((e) => e.id === idToDatabaseId(id))
      return entry ? mediaItemNode(entry, url) : null
    },
    mediaItems: (args: ConnectionArgs) =>
      connection(
        Object.values(content.media).map((e) => mediaItemNode(e, url)),
        args,
      ),
    generalSettings: () => generalSettings(url, ctx.general ?? {}, ctx.viewer),
    menuItems: (args: Parameters<typeof menuItemConnection>[0]) => menuItemConnection(args, url),
    seo: () => yoastSiteSettings(),
  }
}
