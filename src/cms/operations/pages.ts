import { z } from 'zod'
import { operation } from '../graphql'
import { blockSchema, seoSchema } from '../schemas'
import { BLOCKS_SELECTION, BLOCK_FIELDS, SEO_SELECTION } from './fragments'

export const pageSchema = z.object({
  id: z.string(),
  databaseId: z.number().int(),
  uri: z.string().nullable(),
  slug: z.string().nullish(),
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
    id databaseId uri slug title isFrontPage
    ${BLOCKS_SELECTION}
    ${SEO_SELECTION}
  }
}
${BLOCK_FIELDS}`,
  z.object({ page: pageSchema.nullable() }),
)
