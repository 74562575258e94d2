import * as z from 'zod'

/** custom/verticals attributes. */
export const verticalsSchema = z.object({ title: z.string().default('Industries') })
export type VerticalsAttrs = z.output<typeof verticalsSchema>
