import type { BlockEntry } from '../define-block'
import { embedBlock } from './EmbedBlock'
import { htmlBlock } from './HtmlBlock'
import { buttonsBlock, columnBlock, columnsBlock, groupBlock } from './LayoutBlocks'
import { reusableBlock } from './ReusableBlock'
import { coverBlock, detailsBlock, galleryBlock, mediaTextBlock, spacerBlock } from './MediaBlocks'

/**
 * WordPress core blocks the site renders. Layout blocks are components that lay out their inner
 * blocks; the rest render the sanitised HTML WordPress shows for them (rendered-html.ts: what it
 * renders at request time for dynamic blocks, with inner blocks rendered the same way), styled by
 * WordPress's own class names. A reusable block (`core/block`) renders the blocks it references.
 */
export const coreBlocks = {
  'core/columns': columnsBlock,
  'core/column': columnBlock,
  'core/group': groupBlock,
  'core/buttons': buttonsBlock,
  'core/cover': coverBlock,
  'core/media-text': mediaTextBlock,
  'core/gallery': galleryBlock,
  'core/details': detailsBlock,
  'core/spacer': spacerBlock,
  'core/embed': embedBlock(),
  'core-embed/youtube': embedBlock('core-embed/youtube'),
  'core-embed/vimeo': embedBlock('core-embed/vimeo'),
  'core-embed/twitter': embedBlock('core-embed/twitter'),
  'core/block': reusableBlock,
  'core/button': htmlBlock,
  'core/freeform': htmlBlock,
  'core/html': htmlBlock,
  'core/paragraph': htmlBlock,
  'core/heading': htmlBlock,
  'core/list': htmlBlock,
  'core/list-item': htmlBlock,
  'core/image': htmlBlock,
  'core/quote': htmlBlock,
  'core/pullquote': htmlBlock,
  'core/code': htmlBlock,
  'core/preformatted': htmlBlock,
  'core/verse': htmlBlock,
  'core/table': htmlBlock,
  'core/separator': htmlBlock,
  'core/video': htmlBlock,
  'core/audio': htmlBlock,
  'core/file': htmlBlock,
  'core/shortcode': htmlBlock,
} satisfies Record<string, BlockEntry>
