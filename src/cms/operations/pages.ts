import * as z from 'zod/mini'
import { operation } from '../graphql'
import { listOperation } from './list-operation'
import {
  blocksSchema,
  hasPasswordSchema,
  seoSchema,
  statusSchema,
  textSchema,
  type CmsSeo,
} from '../schemas'
import { BLOCKS_SELECTION, SEO_SELECTION } from './fragments'

/** A page as PageByUri reads it: WordPress core and the blocks, nothing a plugin may lack. */
const pageCoreSchema = z.object({
  id: z.string(),
  databaseId: z.number().check(z.int()),
  uri: z.nullable(z.string()),
  slug: z.nullish(z.string()),
  status: statusSchema,
  hasPassword: hasPasswordSchema,
  title: textSchema,
  isFrontPage: z.nullish(z.boolean()),
  blocks: blocksSchema,
})

/** A page with its SEO head (Yoast), read by a separate, optional operation. */
export type CmsPage = z.infer<typeof pageCoreSchema> & { seo: CmsSeo }

/** Decides whether a page exists: core fields and blocks only. */
export const PageByUri = operation<
  { uri: string },
  { page: z.infer<typeof pageCoreSchema> | null }
>(
  'PageByUri',
  `query PageByUri($uri: ID!) {
  page(id: $uri, idType: URI) {
    id databaseId uri slug status hasPassword title isFrontPage
    ${BLOCKS_SELECTION}
  }
}`,
  z.object({ page: z.nullable(pageCoreSchema) }),
)

/** Optional (Yoast SEO): the page's SEO head; without the plugin the page keeps its own title. */
export const PageSeoByUri = operation<{ uri: string }, { page: { seo: CmsSeo } | null }>(
  'PageSeoByUri',
  `query PageSeoByUri($uri: ID!) {
  page(id: $uri, idType: URI) {
    ${SEO_SELECTION}
  }
}`,
  z.object({ page: z.nullable(z.object({ seo: seoSchema })) }),
)

/** WordPress's front page, however it was asked for (`/`, or its own slug such as `/home`). */
export const isFrontPage = (page: Pick<CmsPage, 'isFrontPage' | 'uri'>): boolean =>
  page.isFrontPage === true || page.uri === '/'

/** Every page's URI (`/`, `/about/`) and status, for the sitemap. */
export const Pages = listOperation(
  'Pages',
  'pages',
  'id uri status hasPassword',
  z.object({
    id: z.string(),
    uri: z.nullable(z.string()),
    status: statusSchema,
    hasPassword: hasPasswordSchema,
  }),
)
