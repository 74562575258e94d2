import * as z from 'zod'

/** custom/technologies attributes. */
export const technologiesSchema = z.object({ title: z.string().default('Technologies') })
export type TechnologiesAttrs = z.output<typeof technologiesSchema>
