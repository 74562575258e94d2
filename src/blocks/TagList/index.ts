import { defineBlock } from '../define-block'
import { tagListSchema } from './schema'
import { TagList } from './TagList'

export const tagListBlock = defineBlock({
  summary: "The first 3 tags, and 'View More' for the rest when there are more than 4.",
  schema: tagListSchema,
  Component: TagList,
})
