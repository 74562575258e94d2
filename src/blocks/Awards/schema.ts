import * as z from 'zod/mini'

/** custom/awards attributes. */
export const awardsSchema = z.object({ title: z._default(z.string(), 'Awards') })
export type AwardsAttrs = z.output<typeof awardsSchema>
