import settings from '../../content/settings.json'
import { decodeEntities, renderedTitle } from './wp-text'
import { mediaEntry } from '../content/media'
import { mediaItem, mimeType } from './media-item'
import { statusOf, type Viewer } from '../content/status'
import { pagePath } from '../content/page-tree'
import type {
  CaseStudyContent,
  ContentBlock,
  PageContent,
  RevisionContent,
  SeoInput,
  ServiceContent,
} from '../content/types'
import { ADMINISTRATOR_ID } from '../users/accounts'
import { blockNodes, blocksJson, gutenbergBlocks } from './blocks'
import { connection, type ConnectionArgs } from './connection'

export { mediaItem }

const globalId = (type: string, id: number) => btoa(`${type}:${id}`)
const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** A post's blocks as `blocks` and `blocksJSON` serve them. */
function blockFields(list: ContentBlock[], postId: number, publicUrl: string) {
  return {
    blocks: () => blockNodes(gutenbergBlocks(list, postId, publicUrl)),
    blocksJSON: () => blocksJson(gutenbergBlocks(list, postId, publicUrl)),
  }
}

/** Yoast's `seo` object with a `fullHead` like the plugin prints. */
function seo(
  item: { title: string; uri: string; seo?: SeoInput },
  publicUrl: string,
  siteName: string,
) {
  // Yoast's title templates end with %%sitename%%: the site title of Settings → General.
  const site = siteName
  // %%title%% is the stored post title (not texturized); WPGraphQL Yoast decodes the result.
  const title = decodeEntities(item.seo?.title ?? `${item.title} | ${site}`)
  const description = item.seo?.description ?? ''
  const canonical = `${publicUrl}${item.uri}`
  // Yoast's Social settings: a page without its own image shares the site's default image.
  const imageRef = item.seo?.image ?? settings.yoast.defaultImage
  const image = mediaItem(imageRef, publicUrl)
  const imageEntry = mediaEntry(imageRef)
  const head = [
    `<title>${escapeAttr(title)}</title>`,
    description && `<meta name="description" content="${escapeAttr(description)}" />`,
    '<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1" />',
    `<link rel="canonical" href="${canonical}" />`,
    '<meta property="og:locale" content="en_US" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${escapeAttr(title)}" />`,
    description && `<meta property="og:description" content="${escapeAttr(description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:site_name" content="${site}" />`,
    image && `<meta property="og:image" content="${image.sourceUrl({})}" />`,
    // Yoast prints the image's size and type after it.
    imageEntry && `<meta property="og:image:width" content="${imageEntry.width}" />`,
    imageEntry && `<meta property="og:image:height" content="${imageEntry.height}" />`,
    imageEntry && `<meta property="og:image:type" content="${mimeType(imageEntry.file)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    '<meta name="twitter:site" content="@northwindlabs" />',
    `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage', '@id': canonical, url: canonical, name: title }],
    })}</script>`,
  ]
  return {
    title,
    metaDesc: description,
    fullHead: head.filter(Boolean).join('\n'),
    canonical,
    opengraphImage: image,
    twitterImage: image,
    opengraphTitle: title,
    opengraphDescription: description,
    metaRobotsNoindex: 'index',
    metaRobotsNofollow: 'follow',
    breadcrumbs: [],
    cornerstone: false,
    readingTime: 1,
  }
}

/** What resolvers know about the request: the caller and the site's options. */
export interface NodeContext {
  publicUrl: string
  viewer: Viewer
  /** `page_on_front`: the database id of the static front page. */
  frontPageId: number
  /** `blogname` (Settings → General → Site Title), when changed from the demo's. */
  siteName?: string
  /** Settings → Permalinks is Plain: no post has a pretty permalink (`/?page_id=12`). */
  plainPermalinks?: boolean
}

const siteNameOf = (ctx: NodeContext) => ctx.siteName ?? settings.general.title

/**
 * A post's `uri` as WordPress builds its permalink: drafts and pending pages (and drafts, pending and
 * scheduled posts of other types) have no pretty permalink yet, only `?page_id=` / `?post_type=&p=`.
 */
function uriOf(item: PageContent, postType: string, prettyPath: string, plain = false): string {
  const status = statusOf(item)
  const unpublished =
    status === 'draft' || status === 'pending' || (postType !== 'page' && status === 'future')
  // Seen with Plain permalinks: `/?page_id=208`, `/?case_study=case-study-120`.
  if (plain && !unpublished) {
    return postType === 'page' ? `/?page_id=${item.id}` : `/?${postType}=${item.slug}`
  }
  if (!unpublished) return prettyPath
  return postType === 'page' ? `/?page_id=${item.id}` : `/?post_type=${postType}&p=${item.id}`
}

/** Fields every post type shares; `title` is rendered like `the_title` ("Private: " prefix, texturized). */
function postFields(
  type: string,
  item: PageContent,
  uri: string,
  publicUrl: string,
  siteName: string,
) {
  const status = statusOf(item)
  const title = renderedTitle(item.title)
  const rendered = status === 'private' ? `Private: ${title}` : title
  return {
    __typename: type,
    id: globalId('post', item.id),
    databaseId: item.id,
    slug: item.slug,
    uri,
    status,
    hasPassword: Boolean(item.password),
    title: ({ format }: { format?: string | null }) => (format === 'RAW' ? item.title : rendered),
    titleText: item.title,
    authorDatabaseId: item.author ?? ADMINISTRATOR_ID,
    isRevision: false,
    isPreview: false,
    ...blockFields(item.blocks, item.id, publicUrl),
    previewBlocks: null,
    previewBlocksJSON: null,
    seo: () => seo({ ...item, uri }, publicUrl, siteName),
  }
}

/** The newest revision or autosave of a post, as `wp_get_post_revisions($id, 1)` returns it. */
export function latestRevision(item: PageContent): RevisionContent | null {
  const sorted = [...(item.revisions ?? [])].sort(
    (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
  )
  return sorted[0] ?? null
}

/**
 * A revision as WPGraphQL resolves `asPreview: true`: a node of the parent's type whose id, title,
 * content and author are the revision's (status `inherit`, `isRevision`), while the featured image
 * and custom fields stay the parent's. Its `uri` is the parent's preview link
 * (`get_preview_post_link()`), relative to the site.
 */
export function revisionNode<N extends { uri: string | null; titleText: string }>(
  parent: N,
  item: PageContent,
  revision: RevisionContent,
  ctx: NodeContext,
) {
  const parentUri = parent.uri ?? `/?p=${item.id}`
  const uri = `${parentUri}${parentUri.includes('?') ? '&' : '?'}preview=true`
  const content = { ...item, title: revision.title, blocks: revision.blocks }
  return {
    ...parent,
    id: globalId('post', revision.id),
    databaseId: revision.id,
    slug: `${item.id}-${revision.autosave ? 'autosave' : 'revision'}-v1`,
    uri,
    status: 'inherit',
    title: () => revision.title,
    titleText: revision.title,
    authorDatabaseId: revision.author ?? ADMINISTRATOR_ID,
    isRevision: true,
    isPreview: true,
    isFrontPage: false,
    ...blockFields(revision.blocks, revision.id, ctx.publicUrl),
    seo: () => seo({ ...content, uri: parentUri }, ctx.publicUrl, siteNameOf(ctx)),
  }
}

/**
 * Fields a restricted post keeps (WPGraphQL `Model\Post::$allowed_restricted_fields`); every other
 * field of the post resolves to null.
 */
const RESTRICTED_HIDDEN = [
  'authorDatabaseId',
  'isRevision',
  'isPreview',
  'blocks',
  'blocksJSON',
  'previewBlocks',
  'previewBlocksJSON',
  'seo',
  'tags',
  'featuredImage',
  'featuredImageDatabaseId',
  'lottieAnimation',
] as const

/** A post as a caller without the rights to its content sees it: identity and title only. */
export function restrictedNode<N extends object>(node: N): N {
  return { ...node, ...Object.fromEntries(RESTRICTED_HIDDEN.map((field) => [field, null])) }
}

export function pageNode(page: PageContent, ctx: NodeContext) {
  const isFrontPage = page.id === ctx.frontPageId
  const uri = isFrontPage ? '/' : uriOf(page, 'page', pagePath(page), ctx.plainPermalinks)
  return { ...postFields('Page', page, uri, ctx.publicUrl, siteNameOf(ctx)), isFrontPage }
}

const tagConnection = (tags: string[]) => (args: ConnectionArgs) =>
  connection(
    tags.map((name, i) => ({
      id: globalId('term', 900 + i),
      databaseId: tagId(name),
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    })),
    args,
  )

/** A stable term id per tag name. */
function tagId(name: string): number {
  let hash = 0
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) % 100000
  return 1000 + hash
}

export function caseStudyNode(item: CaseStudyContent, index: number, ctx: NodeContext) {
  const { publicUrl } = ctx
  return {
    ...postFields(
      'CaseStudy',
      item,
      uriOf(item, 'case_study', item.uri, ctx.plainPermalinks),
      publicUrl,
      siteNameOf(ctx),
    ),
    menuOrder: item.menuOrder ?? index,
    tags: tagConnection(item.tags),
    featuredImage: () => {
      const node = mediaItem(item.image, publicUrl)
      return node && { cursor: null, node }
    },
    featuredImageDatabaseId: item.image ? (mediaEntry(item.image)?.id ?? null) : null,
  }
}

export function serviceNode(item: ServiceContent, ctx: NodeContext) {
  const { publicUrl } = ctx
  const lottie = item.lottie
  return {
    ...postFields(
      'Service',
      item,
      uriOf(item, 'service', item.uri, ctx.plainPermalinks),
      publicUrl,
      siteNameOf(ctx),
    ),
    menuOrder: item.menuOrder,
    featuredImage: () => {
      const node = mediaItem(item.image, publicUrl)
      return node && { cursor: null, node }
    },
    lottieAnimation: lottie
      ? {
          __typename: 'MediaItem',
          id: globalId('post', lottie),
          databaseId: lottie,
          mediaItemUrl: `${publicUrl}/wp-content/uploads/2025/04/${item.slug}-animation.json`,
          sourceUrl: `${publicUrl}/wp-content/uploads/2025/04/${item.slug}-animation.json`,
          altText: '',
        }
      : null,
  }
}
