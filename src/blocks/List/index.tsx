import { defineBlock } from '../define-block'
import { List } from './List'
import { listSchema } from './schema'

/** custom/list … list-7: one numbered list in seven visual variants. */
export function listBlock(variant: number) {
  return defineBlock({
    schema: listSchema,
    Component: (props) => <List {...props} variant={variant} />,
  })
}
