import * as z from 'zod/mini'

/** custom/tag-list attributes. */
export const tagListSchema = z.object({
  title: z._default(z.string(), 'Tags'),
  tags: z._default(z.array(z.string()), []),
})
export type TagListAttrs = z.output<typeof tagListSchema>
