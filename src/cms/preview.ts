import { canEditEveryPost, canEditPost, type CapabilityType } from './capabilities'
import { CmsError, loadOptional } from './errors'
import { runQuery, type Operation } from './graphql'
import { localizeUrls } from './localize'
import {
  PreviewCaseStudy,
  PreviewCaseStudySeo,
  PreviewPage,
  PreviewPageSeo,
  PreviewService,
  PreviewServiceLottie,
  PreviewServiceSeo,
  PreviewViewer,
  type CmsViewer,
  type PreviewData,
  type PreviewPost,
} from './operations/preview'
import { isPageKind, ROUTES, type PageKind } from '../routes/route-map'
import { seoSchema, type CmsBlock, type CmsImage, type CmsSeo } from './schemas'
import type { CmsConfig } from './transport'
import { fetchVacancies, type Vacancy } from './vacancies'

/** What can be previewed: every kind of page, named as WPGraphQL names the post types. */
export type PreviewType = PageKind

export const isPreviewType = isPageKind

type PostPreviewType = Exclude<PreviewType, 'vacancy'>

interface PostTypeOps {
  main: Operation<{ id: string }, PreviewData>
  seo: Operation<{ id: string }, { preview: { seo: CmsSeo } | null }>
  /** The capability names its meta capabilities map to (`edit_others_pages`, `edit_others_posts`). */
  capability: CapabilityType
  /** The site path of a post with this slug. */
  path: (post: PreviewPost, slug: string) => string
}

/** A path of this site: a leading run of slashes or backslashes (`//host`) is one slash. */
const onSite = (path: string) => path.replace(/^[/\\]+/, '/')

const POST_TYPES: Record<PostPreviewType, PostTypeOps> = {
  page: {
    main: PreviewPage,
    seo: PreviewPageSeo,
    capability: 'page',
    // A published page's path is its URI (parents included); until then, its slug.
    path: (post, slug) =>
      post.isFrontPage
        ? '/'
        : post.status === 'publish' && post.uri?.startsWith('/') && !post.uri.includes('?')
          ? ROUTES.page.path(post.uri)
          : ROUTES.page.path(slug),
  },
  caseStudy: {
    main: PreviewCaseStudy,
    seo: PreviewCaseStudySeo,
    capability: 'post',
    path: (_post, slug) => ROUTES.caseStudy.path(slug),
  },
  service: {
    main: PreviewService,
    seo: PreviewServiceSeo,
    capability: 'post',
    path: (_post, slug) => ROUTES.service.path(slug),
  },
}

/** The editor the credential signed in (never the credential itself). */
export interface PreviewEditor {
  databaseId: number
  /** WordPress's display name. */
  name: string
}

/** What the preview shows, ready to render like the live page. */
export interface PreviewItem {
  type: PreviewType
  /** The post's database id (a vacancy's `job_position_id`). */
  databaseId: number
  /** The post's own status (`draft`, `pending`, `future`, `private`, `publish`). */
  status: string
  /** The preview shows the newest revision or autosave, not the post as saved. */
  isRevision: boolean
  /** The site path it has once published (the live address when `live`); null without a slug. */
  path: string | null
  /** Whether `path` is a public page now. */
  live: boolean
  slug: string | null
  title: string
  blocks: CmsBlock[]
  seo: CmsSeo
  image: CmsImage | null
  /** A service's lottie animation (ACF). */
  lottieAnimation?: { databaseId: number; mediaItemUrl: string | null; altText: string } | null
  /** A vacancy as `frt_jobs` lists it. */
  vacancy?: Vacancy
}

/** The answer to a preview request, from WordPress's point of view. */
export type PreviewOutcome =
  /** No credential WordPress accepts: it signed nobody in. */
  | { kind: 'signed-out' }
  /** A user who may not edit this post (or, for them, cannot tell it exists). */
  | { kind: 'forbidden'; editor: PreviewEditor }
  /** A user who could edit any post of the type: there is no such post. */
  | { kind: 'not-found'; editor: PreviewEditor }
  | { kind: 'ok'; editor: PreviewEditor; item: PreviewItem }

const NO_SEO: CmsSeo = seoSchema.parse(null)

const editorOf = (viewer: CmsViewer): PreviewEditor => ({
  databaseId: viewer.databaseId,
  name: viewer.name ?? '',
})

/**
 * Loads a preview with the editor's own credential (`Basic …`), never the site's, and never
 * through a cache. WordPress decides what the credential may read; the site also checks that its
 * user may edit the post (`edit_post`), as WordPress requires for its own preview.
 */
export async function loadPreview(
  cfg: CmsConfig,
  credential: string,
  type: PreviewType,
  id: number,
  log: (message: string) => void = (m) => console.warn(m),
): Promise<PreviewOutcome> {
  const editorCfg: CmsConfig = { ...cfg, auth: credential, authenticatedContent: true }
  try {
    const outcome =
      type === 'vacancy'
        ? await loadVacancy(editorCfg, id)
        : await loadPost(editorCfg, POST_TYPES[type], type, id, log)
    return outcome.kind === 'ok'
      ? { ...outcome, item: localizeUrls(outcome.item, cfg.baseUrl) }
      : outcome
  } catch (err) {
    // WordPress itself refused the credential (a REST-style 401 from a security plugin or proxy).
    if (err instanceof CmsError && err.status === 401) return { kind: 'signed-out' }
    throw err
  }
}

async function loadPost(
  cfg: CmsConfig,
  ops: PostTypeOps,
  type: PostPreviewType,
  id: number,
  log: (message: string) => void,
): Promise<PreviewOutcome> {
  const vars = { id: String(id) }
  const { viewer, post, preview } = await runQuery(cfg, ops.main, vars)
  if (!viewer) return { kind: 'signed-out' }
  const editor = editorOf(viewer)
  if (!post) {
    return canEditEveryPost(viewer, ops.capability)
      ? { kind: 'not-found', editor }
      : { kind: 'forbidden', editor }
  }
  if (!canEditPost(viewer, post, ops.capability) || !preview) return { kind: 'forbidden', editor }

  const optional = <T>(load: () => Promise<T>, fallback: T) =>
    loadOptional(load, fallback, log, 'optional preview data')
  const [seo, lottieAnimation] = await Promise.all([
    optional(async () => (await runQuery(cfg, ops.seo, vars)).preview?.seo ?? NO_SEO, NO_SEO),
    type === 'service'
      ? optional(
          async () =>
            (await runQuery(cfg, PreviewServiceLottie, vars)).preview?.lottieAnimation ?? null,
          null,
        )
      : Promise.resolve(undefined),
  ])
  const slug = post.slug || null
  return {
    kind: 'ok',
    editor,
    item: {
      type,
      databaseId: post.databaseId,
      status: post.status ?? '',
      isRevision: preview.isRevision === true,
      path: slug !== null || post.isFrontPage ? onSite(ops.path(post, slug ?? '')) : null,
      live: post.status === 'publish',
      slug,
      title: preview.title,
      blocks: preview.blocks,
      seo,
      image: preview.featuredImage,
      ...(lottieAnimation === undefined ? {} : { lottieAnimation }),
    },
  }
}

/**
 * A vacancy: `admin-ajax.php?action=frt_jobs` is all WordPress says about vacancies, and it lists
 * the open ones only, with no status or author. So its preview is the vacancy as WordPress lists it
 * right now, past the site's caches, for users who may edit others' posts; one it does not list
 * cannot be previewed.
 */
async function loadVacancy(cfg: CmsConfig, id: number): Promise<PreviewOutcome> {
  const { viewer } = await runQuery(cfg, PreviewViewer, {})
  if (!viewer) return { kind: 'signed-out' }
  const editor = editorOf(viewer)
  if (!viewer.capabilities.includes('edit_others_posts')) return { kind: 'forbidden', editor }
  const vacancy = (await fetchVacancies(cfg)).find((v) => Number(v.job_position_id) === id)
  if (!vacancy) return { kind: 'not-found', editor }
  return {
    kind: 'ok',
    editor,
    item: {
      type: 'vacancy',
      databaseId: id,
      status: 'publish',
      isRevision: false,
      path: ROUTES.vacancy.path(vacancy.slug),
      live: true,
      slug: vacancy.slug,
      title: vacancy.name,
      blocks: [],
      seo: NO_SEO,
      image: null,
      vacancy,
    },
  }
}
