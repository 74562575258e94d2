import * as z from 'zod'

/** custom/tech-stack attributes: the technology ids, in display order. */
export const techStackSchema = z.object({
  title: z.string().default('Our stack'),
  ids: z.array(z.number().int()).default([]),
})
export type TechStackAttrs = z.output<typeof techStackSchema>
