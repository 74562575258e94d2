import { z } from 'zod'
import { operation } from '../graphql'
import { blockSchema, seoSchema, statusSchema } from '../schemas'
import { BLOCKS_SELECTION, BLOCK_FIELDS, SEO_SELECTION } from './fragments'

export const pageSchema = z.object({
  id: z.string(),
  databaseId: z.number().int(),
  uri: z.string().nullable(),
  slug: z.string().nullish(),
  status: statusSchema,
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  isFrontPage: z.boolean().nullish(),
  blocks: z
    .array(blockSchema)
    .nullish()
    .transform((v) => v ?? []),
  seo: seoSchema,
})
export type CmsPage = z.infer<typeof pageSchema>

export const PageByUri = operation<{ uri: string }, { page: CmsPage | null }>(
  'PageByUri',
  `query PageByUri($uri: ID!) {
  page(id: $uri, idType: URI) {
    id databaseId uri slug status title isFrontPage
    ${BLOCKS_SELECTION}
    ${SEO_SELECTION}
  }
}
${BLOCK_FIELDS}`,
  z.object({ page: pageSchema.nullable() }),
)

/** WordPress's front page, however it was asked for (`/`, or its own slug such as `/home`). */
export const isFrontPage = (page: Pick<CmsPage, 'isFrontPage' | 'uri'>): boolean =>
  page.isFrontPage === true || page.uri === '/'
