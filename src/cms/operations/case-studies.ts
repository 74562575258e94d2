import { z } from 'zod'
import { operation } from '../graphql'
import { listOperation } from './list-operation'
import {
  blocksSchema,
  nodeIdFields,
  textSchema,
  featuredImageSchema,
  seoSchema,
  statusSchema,
  tagsSchema,
} from '../schemas'
import {
  BLOCKS_SELECTION,
  BLOCK_FIELDS,
  FEATURED_IMAGE_SELECTION,
  SEO_SELECTION,
} from './fragments'

export const caseStudySummarySchema = z.object({
  ...nodeIdFields,
  slug: z.string(),
  uri: z.string().nullish(),
  status: statusSchema,
  title: textSchema,
  tags: tagsSchema,
  featuredImage: featuredImageSchema,
})
export type CaseStudySummary = z.infer<typeof caseStudySummarySchema>

export const caseStudySchema = caseStudySummarySchema.extend({
  blocks: blocksSchema,
  seo: seoSchema,
})
export type CaseStudy = z.infer<typeof caseStudySchema>

const SUMMARY = `id databaseId slug uri status title tags(first: 100) { nodes { name slug } } ${FEATURED_IMAGE_SELECTION}`

export const CaseStudies = listOperation(
  'CaseStudies',
  'caseStudies',
  SUMMARY,
  caseStudySummarySchema,
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
