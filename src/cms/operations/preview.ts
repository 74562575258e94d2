import * as z from 'zod/mini'
import { operation } from '../graphql'
import {
  blocksSchema,
  featuredImageSchema,
  mediaItemSchema,
  seoSchema,
  statusSchema,
  textSchema,
  type CmsSeo,
} from '../schemas'
import { BLOCKS_SELECTION, FEATURED_IMAGE_SELECTION, SEO_SELECTION } from './fragments'

/**
 * The operations of the editor preview, sent with the editor's own credential. Each reads, in one
 * request, who the credential signs in (`viewer`: null when it signs nobody in, for WPGraphQL goes
 * on anonymously after a wrong application password), the post itself by database id (its status
 * and author decide who may edit it) and, with `asPreview: true`, what the preview shows: the
 * newest revision or autosave, or the post itself when it has none.
 */

/** The signed-in user: `capabilities` lists WordPress's `allcaps` (primitive caps and the role). */
export const viewerSchema = z.nullable(
  z.object({
    databaseId: z.number().check(z.int()),
    name: z.nullish(z.string()),
    capabilities: z.pipe(
      z.nullish(z.array(z.nullable(z.string()))),
      z.transform((caps) => (caps ?? []).filter((c): c is string => !!c)),
    ),
  }),
)
export type CmsViewer = NonNullable<z.infer<typeof viewerSchema>>

const VIEWER_SELECTION = 'viewer { databaseId name capabilities }'

/**
 * The post the preview is of. A user who may read but not edit someone else's draft gets it
 * *restricted* (no author, no content); one who may not read it gets null.
 */
const postSchema = z.nullable(
  z.object({
    databaseId: z.number().check(z.int()),
    slug: z.nullish(z.string()),
    uri: z.nullish(z.string()),
    status: statusSchema,
    authorDatabaseId: z.nullish(z.number().check(z.int())),
    isFrontPage: z.nullish(z.boolean()),
  }),
)
export type PreviewPost = NonNullable<z.infer<typeof postSchema>>

const POST_FIELDS = 'databaseId slug uri status authorDatabaseId'

const previewSchema = z.nullable(
  z.object({
    databaseId: z.number().check(z.int()),
    title: textSchema,
    isRevision: z.nullish(z.boolean()),
    featuredImage: featuredImageSchema,
    blocks: blocksSchema,
  }),
)

const dataSchema = z.object({
  viewer: viewerSchema,
  post: postSchema,
  preview: previewSchema,
})
export type PreviewData = z.infer<typeof dataSchema>

type IdVars = { id: string }

/** The one query of a post type (`page`, `caseStudy`, `service`): viewer, post and preview. */
function previewOperation(name: string, field: string, postFields: string, previewFields: string) {
  return operation<IdVars, PreviewData>(
    name,
    `query ${name}($id: ID!) {
  ${VIEWER_SELECTION}
  post: ${field}(id: $id, idType: DATABASE_ID) { ${postFields} }
  preview: ${field}(id: $id, idType: DATABASE_ID, asPreview: true) {
    databaseId title isRevision ${previewFields}
    ${BLOCKS_SELECTION}
  }
}`,
    dataSchema,
  )
}

export const PreviewPage = previewOperation('PreviewPage', 'page', `${POST_FIELDS} isFrontPage`, '')
export const PreviewCaseStudy = previewOperation(
  'PreviewCaseStudy',
  'caseStudy',
  POST_FIELDS,
  FEATURED_IMAGE_SELECTION,
)
export const PreviewService = previewOperation(
  'PreviewService',
  'service',
  POST_FIELDS,
  FEATURED_IMAGE_SELECTION,
)

/** Who the credential signs in, and nothing else (a vacancy's preview: vacancies are not in GraphQL). */
export const PreviewViewer = operation<Record<string, never>, { viewer: CmsViewer | null }>(
  'PreviewViewer',
  `query PreviewViewer {
  ${VIEWER_SELECTION}
}`,
  z.object({ viewer: viewerSchema }),
)

type SeoData = Record<'preview', { seo: CmsSeo } | null>

/** Optional (Yoast SEO): the SEO head of what the preview shows. */
function previewSeoOperation(name: string, field: string) {
  return operation<IdVars, SeoData>(
    name,
    `query ${name}($id: ID!) {
  preview: ${field}(id: $id, idType: DATABASE_ID, asPreview: true) {
    ${SEO_SELECTION}
  }
}`,
    z.object({ preview: z.nullable(z.object({ seo: seoSchema })) }),
  )
}

export const PreviewPageSeo = previewSeoOperation('PreviewPageSeo', 'page')
export const PreviewCaseStudySeo = previewSeoOperation('PreviewCaseStudySeo', 'caseStudy')
export const PreviewServiceSeo = previewSeoOperation('PreviewServiceSeo', 'service')

const lottieSchema = z.nullish(z.extend(mediaItemSchema, { databaseId: z.number().check(z.int()) }))

/** Optional (ACF): the lottie animation of the previewed service. */
export const PreviewServiceLottie = operation<
  IdVars,
  { preview: { lottieAnimation?: z.infer<typeof lottieSchema> } | null }
>(
  'PreviewServiceLottie',
  `query PreviewServiceLottie($id: ID!) {
  preview: service(id: $id, idType: DATABASE_ID, asPreview: true) {
    lottieAnimation { databaseId mediaItemUrl altText }
  }
}`,
  z.object({ preview: z.nullable(z.object({ lottieAnimation: lottieSchema })) }),
)
