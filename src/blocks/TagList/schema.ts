import * as z from 'zod'

/** custom/tag-list attributes. */
export const tagListSchema = z.object({
  title: z.string().default('Tags'),
  tags: z.array(z.string()).default([]),
})
export type TagListAttrs = z.output<typeof tagListSchema>
