import { defineBlock } from '../define-block'
import { listSchema } from '../List/schema'
import { HalfList } from './HalfList'

export const halfListBlock = defineBlock({
  summary: 'An image beside a list.',
  schema: listSchema,
  Component: HalfList,
})
