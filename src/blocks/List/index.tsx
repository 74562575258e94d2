import { defineBlock } from '../define-block'
import { List } from './List'
import { listSchema } from './schema'

export function listBlock(variant: number) {
  return defineBlock({
    summary: 'One numbered list in seven visual variants.',
    schema: listSchema,
    Component: (props) => <List {...props} variant={variant} />,
  })
}
