import { z } from 'zod'
import { operation } from '../graphql'
import { connectionOf } from '../paging'
import { blockSchema, featuredImageSchema, mediaItemSchema, seoSchema } from '../schemas'
import {
  BLOCKS_SELECTION,
  BLOCK_FIELDS,
  FEATURED_IMAGE_SELECTION,
  SEO_SELECTION,
} from './fragments'

export const serviceSummarySchema = z.object({
  id: z.string(),
  databaseId: z.number().int(),
  slug: z.string(),
  uri: z.string().nullish(),
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  featuredImage: featuredImageSchema,
  lottieAnimation: mediaItemSchema.extend({ databaseId: z.number().int() }).nullish(),
})
export type ServiceSummary = z.infer<typeof serviceSummarySchema>

export const serviceSchema = serviceSummarySchema.extend({
  blocks: z
    .array(blockSchema)
    .nullish()
    .transform((v) => v ?? []),
  seo: seoSchema,
})
export type Service = z.infer<typeof serviceSchema>

const SUMMARY = `id databaseId slug uri title ${FEATURED_IMAGE_SELECTION} lottieAnimation { databaseId mediaItemUrl altText }`

export const Services = operation<
  { first: number; after: string | null },
  { services: z.infer<ReturnType<typeof connectionOf<typeof serviceSummarySchema>>> | null }
>(
  'Services',
  `query Services($first: Int!, $after: String) {
  services(first: $first, after: $after, where: { orderby: [{ field: MENU_ORDER, order: ASC }] }) {
    nodes { ${SUMMARY} }
    pageInfo { hasNextPage endCursor }
  }
}`,
  z.object({ services: connectionOf(serviceSummarySchema).nullable() }),
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
