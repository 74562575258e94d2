import { defineBlock } from '../define-block'
import { tagListSchema } from './schema'
import { TagList } from './TagList'

/** custom/tag-list: the first 3 tags, and 'View More' for the rest when there are more than 4. */
export const tagListBlock = defineBlock({
  schema: tagListSchema,
  Component: TagList,
})
