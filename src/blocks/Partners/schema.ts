import * as z from 'zod/mini'

/** custom/partners attributes: `limit` is how many partners show. */
export const partnersSchema = z.object({
  title: z._default(z.string(), 'Partners'),
  limit: z._default(z.number().check(z.int(), z.positive()), 6),
})
export type PartnersAttrs = z.output<typeof partnersSchema>
