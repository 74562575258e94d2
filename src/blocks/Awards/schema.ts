import * as z from 'zod'

/** custom/awards attributes. */
export const awardsSchema = z.object({ title: z.string().default('Awards') })
export type AwardsAttrs = z.output<typeof awardsSchema>
