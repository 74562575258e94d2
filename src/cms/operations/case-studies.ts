import * as z from 'zod/mini'
import { operation } from '../graphql'
import { listOperation } from './list-operation'
import { blocksSchema, postSummaryFields, seoSchema, tagsSchema, type CmsSeo } from '../schemas'
import { BLOCKS_SELECTION, POST_SUMMARY_SELECTION, SEO_SELECTION } from './fragments'

export const caseStudySummarySchema = z.object({ ...postSummaryFields, tags: tagsSchema })
export type CaseStudySummary = z.infer<typeof caseStudySummarySchema>

const caseStudyCoreSchema = z.extend(caseStudySummarySchema, { blocks: blocksSchema })
/** A case study with its SEO head (read by a separate, optional operation). */
export type CaseStudy = z.infer<typeof caseStudyCoreSchema> & { seo: CmsSeo }

const SUMMARY = `${POST_SUMMARY_SELECTION} tags(first: 100) { nodes { name slug } }`

export const CaseStudies = listOperation(
  'CaseStudies',
  'caseStudies',
  SUMMARY,
  caseStudySummarySchema,
)

/** Decides whether a case study exists: core fields and blocks only. */
export const CaseStudyBySlug = operation<
  { slug: string },
  { caseStudy: z.infer<typeof caseStudyCoreSchema> | null }
>(
  'CaseStudyBySlug',
  `query CaseStudyBySlug($slug: ID!) {
  caseStudy(id: $slug, idType: SLUG) {
    ${SUMMARY}
    ${BLOCKS_SELECTION}
  }
}`,
  z.object({ caseStudy: z.nullable(caseStudyCoreSchema) }),
)

/** Optional (Yoast SEO): the case study's SEO head. */
export const CaseStudySeoBySlug = operation<
  { slug: string },
  { caseStudy: { seo: CmsSeo } | null }
>(
  'CaseStudySeoBySlug',
  `query CaseStudySeoBySlug($slug: ID!) {
  caseStudy(id: $slug, idType: SLUG) {
    ${SEO_SELECTION}
  }
}`,
  z.object({ caseStudy: z.nullable(z.object({ seo: seoSchema })) }),
)
