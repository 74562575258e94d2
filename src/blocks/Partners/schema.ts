import * as z from 'zod'

/** custom/partners attributes: `limit` is how many partners show. */
export const partnersSchema = z.object({
  title: z.string().default('Partners'),
  limit: z.number().int().positive().default(6),
})
export type PartnersAttrs = z.output<typeof partnersSchema>
