import { defineBlock } from '../define-block'
import { listSchema } from '../List/schema'
import { HalfList } from './HalfList'

/** custom/half-list and product-facts-left-image: an image beside a list. */
export const halfListBlock = defineBlock({ schema: listSchema, Component: HalfList })
