import * as z from 'zod/mini'

/** custom/technologies attributes. */
export const technologiesSchema = z.object({ title: z._default(z.string(), 'Technologies') })
export type TechnologiesAttrs = z.output<typeof technologiesSchema>
