import { z } from 'zod'
import { operation } from '../graphql'
import { listOperation } from './list-operation'
import {
  blocksSchema,
  nodeIdFields,
  textSchema,
  featuredImageSchema,
  mediaItemSchema,
  seoSchema,
  statusSchema,
} from '../schemas'
import {
  BLOCKS_SELECTION,
  BLOCK_FIELDS,
  FEATURED_IMAGE_SELECTION,
  SEO_SELECTION,
} from './fragments'

export const serviceSummarySchema = z.object({
  ...nodeIdFields,
  slug: z.string(),
  uri: z.string().nullish(),
  status: statusSchema,
  title: textSchema,
  featuredImage: featuredImageSchema,
  lottieAnimation: mediaItemSchema.extend({ databaseId: z.number().int() }).nullish(),
})
export type ServiceSummary = z.infer<typeof serviceSummarySchema>

export const serviceSchema = serviceSummarySchema.extend({
  blocks: blocksSchema,
  seo: seoSchema,
})
export type Service = z.infer<typeof serviceSchema>

const SUMMARY = `id databaseId slug uri status title ${FEATURED_IMAGE_SELECTION} lottieAnimation { databaseId mediaItemUrl altText }`

export const Services = listOperation(
  'Services',
  'services',
  SUMMARY,
  serviceSummarySchema,
  'orderby: [{ field: MENU_ORDER, order: ASC }]',
)

export const ServiceBySlug = operation<{ slug: string }, { services: { nodes: Service[] } | null }>(
  'ServiceBySlug',
  `query ServiceBySlug($slug: String!) {
  services(first: 1, where: { name: $slug }) {
    nodes {
      ${SUMMARY}
      ${BLOCKS_SELECTION}
      ${SEO_SELECTION}
    }
  }
}
${BLOCK_FIELDS}`,
  z.object({ services: z.object({ nodes: z.array(serviceSchema) }).nullable() }),
)
