import { z } from 'zod'
import { operation } from '../graphql'
import { connectionOf } from '../paging'
import { blockSchema, featuredImageSchema, seoSchema, tagsSchema } from '../schemas'
import {
  BLOCKS_SELECTION,
  BLOCK_FIELDS,
  FEATURED_IMAGE_SELECTION,
  SEO_SELECTION,
} from './fragments'

export const caseStudySummarySchema = z.object({
  id: z.string(),
  databaseId: z.number().int(),
  slug: z.string(),
  uri: z.string().nullish(),
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  tags: tagsSchema,
  featuredImage: featuredImageSchema,
})
export type CaseStudySummary = z.infer<typeof caseStudySummarySchema>

export const caseStudySchema = caseStudySummarySchema.extend({
  blocks: z
    .array(blockSchema)
    .nullish()
    .transform((v) => v ?? []),
  seo: seoSchema,
})
export type CaseStudy = z.infer<typeof caseStudySchema>

const SUMMARY = `id databaseId slug uri title tags(first: 100) { nodes { name slug } } ${FEATURED_IMAGE_SELECTION}`

export const CaseStudies = operation<
  { first: number; after: string | null },
  { caseStudies: z.infer<ReturnType<typeof connectionOf<typeof caseStudySummarySchema>>> | null }
>(
  'CaseStudies',
  `query CaseStudies($first: Int!, $after: String) {
  caseStudies(first: $first, after: $after) {
    nodes { ${SUMMARY} }
    pageInfo { hasNextPage endCursor }
  }
}`,
  z.object({ caseStudies: connectionOf(caseStudySummarySchema).nullable() }),
)

export const CaseStudyBySlug = operation<{ slug: string }, { caseStudy: CaseStudy | null }>(
  'CaseStudyBySlug',
  `query CaseStudyBySlug($slug: ID!) {
  caseStudy(id: $slug, idType: SLUG) {
    ${SUMMARY}
    ${BLOCKS_SELECTION}
    ${SEO_SELECTION}
  }
}
${BLOCK_FIELDS}`,
  z.object({ caseStudy: caseStudySchema.nullable() }),
)
