import * as z from 'zod/mini'

/** custom/verticals attributes. */
export const verticalsSchema = z.object({ title: z._default(z.string(), 'Industries') })
export type VerticalsAttrs = z.output<typeof verticalsSchema>
