import type { BlockEntry } from '../define-block'
import { htmlBlock } from './HtmlBlock'
import { columnBlock, columnsBlock, groupBlock } from './LayoutBlocks'

/** WordPress core blocks the site renders. */
export const coreBlocks = {
  'core/columns': columnsBlock,
  'core/column': columnBlock,
  'core/group': groupBlock,
  'core/freeform': htmlBlock,
  'core/html': htmlBlock,
  'core/paragraph': htmlBlock,
  'core/heading': htmlBlock,
  'core/list': htmlBlock,
  'core/image': htmlBlock,
  'core/quote': htmlBlock,
  'core/table': htmlBlock,
  'core/separator': htmlBlock,
} satisfies Record<string, BlockEntry>
