import * as z from 'zod/mini'

/** custom/tech-stack attributes: the technology ids, in display order. */
export const techStackSchema = z.object({
  title: z._default(z.string(), 'Our stack'),
  ids: z._default(z.array(z.number().check(z.int())), []),
})
export type TechStackAttrs = z.output<typeof techStackSchema>
