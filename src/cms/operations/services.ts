import * as z from 'zod/mini'
import { operation } from '../graphql'
import { listOperation } from './list-operation'
import {
  blocksSchema,
  mediaItemSchema,
  postSummaryFields,
  seoSchema,
  type CmsSeo,
} from '../schemas'
import { BLOCKS_SELECTION, POST_SUMMARY_SELECTION, SEO_SELECTION } from './fragments'

const lottieSchema = z.nullish(z.extend(mediaItemSchema, { databaseId: z.number().check(z.int()) }))

export const serviceSummarySchema = z.object({
  ...postSummaryFields,
  /** ACF file field, read by its own optional operation (ServiceLottieBySlug). */
  lottieAnimation: lottieSchema,
})

const serviceCoreSchema = z.extend(serviceSummarySchema, { blocks: blocksSchema })
/** A service with its SEO head and lottie animation (both optional plugin fields). */
export type Service = z.infer<typeof serviceCoreSchema> & { seo: CmsSeo }

const SUMMARY = POST_SUMMARY_SELECTION

export const Services = listOperation(
  'Services',
  'services',
  SUMMARY,
  serviceSummarySchema,
  'orderby: [{ field: MENU_ORDER, order: ASC }]',
)

/** Decides whether a service exists: core fields and blocks only. */
export const ServiceBySlug = operation<
  { slug: string },
  { services: { nodes: z.infer<typeof serviceCoreSchema>[] } | null }
>(
  'ServiceBySlug',
  `query ServiceBySlug($slug: String!) {
  services(first: 1, where: { name: $slug }) {
    nodes {
      ${SUMMARY}
      ${BLOCKS_SELECTION}
    }
  }
}`,
  z.object({ services: z.nullable(z.object({ nodes: z.array(serviceCoreSchema) })) }),
)

const bySlug = <T extends z.ZodMiniType>(node: T) =>
  z.object({
    services: z.nullable(z.object({ nodes: z.array(node) })),
  })

/** Optional (Yoast SEO): the service's SEO head. */
export const ServiceSeoBySlug = operation<
  { slug: string },
  { services: { nodes: { slug: string; seo: CmsSeo }[] } | null }
>(
  'ServiceSeoBySlug',
  `query ServiceSeoBySlug($slug: String!) {
  services(first: 1, where: { name: $slug }) {
    nodes { slug ${SEO_SELECTION} }
  }
}`,
  bySlug(z.object({ slug: z.string(), seo: seoSchema })),
)

/** Optional (ACF): the service hero's lottie animation file. */
export const ServiceLottieBySlug = operation<
  { slug: string },
  {
    services: {
      nodes: { slug: string; lottieAnimation?: z.infer<typeof lottieSchema> }[]
    } | null
  }
>(
  'ServiceLottieBySlug',
  `query ServiceLottieBySlug($slug: String!) {
  services(first: 1, where: { name: $slug }) {
    nodes { slug lottieAnimation { databaseId mediaItemUrl altText } }
  }
}`,
  bySlug(z.object({ slug: z.string(), lottieAnimation: lottieSchema })),
)
