import type { ReactNode } from 'react'
import { INNER_BLOCK_LEVELS } from '../cms/operations/fragments'
import type { CmsBlock } from '../cms/schemas'
import type { BlockContext } from './block-context'
import { htmlBlock } from './core/HtmlBlock'
import { resolveBlock } from './registry'

interface PreparedBlocks {
  nodes: ReactNode[]
  hasH1: boolean
}

/**
 * A block's attributes, parsed once per block object: the content store hands every request the
 * same (frozen) blocks, so later views of a page reuse what the first one parsed.
 */
const attributesOfBlock = new WeakMap<CmsBlock, unknown>()
function attributesOf(block: CmsBlock): unknown {
  if (attributesOfBlock.has(block)) return attributesOfBlock.get(block)
  const attrs = parseAttributes(block.attributesJSON)
  attributesOfBlock.set(block, attrs)
  return attrs
}

/** attributesJSON is a JSON string; PHP's empty array `[]` means no attributes. */
export function parseAttributes(json: string | null): unknown {
  if (!json) return {}
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) && value.length === 0 ? {} : value
  } catch {
    return undefined
  }
}

/** The HTML WordPress stored or rendered for a block (a reusable block has only the rendered one). */
const blockHtml = (block: CmsBlock) =>
  block.saveContent || block.dynamicContent || block.originalContent || ''

/**
 * Validates, loads and renders a list of CMS blocks (and their inner blocks) in parallel. Nothing an
 * editor wrote disappears: a block type the site does not know renders its sanitised HTML, and a
 * layout block at the depth where the query stops fetching inner blocks renders from its saved HTML,
 * which holds everything inside it.
 */
export async function prepareBlocks(
  blocks: CmsBlock[],
  ctx: BlockContext,
  path = 'b',
  depth = 0,
): Promise<PreparedBlocks> {
  const sorted = [...blocks].sort((a, b) => a.order - b.order)
  const prepared = await Promise.all(
    sorted.map(async (block) => {
      const key = `${path}-${block.order}-${block.name}`
      const html = blockHtml(block)
      const known = resolveBlock(block.name)
      const atDepthLimit = depth >= INNER_BLOCK_LEVELS && !!known?.inner && !!html.trim()
      if (!known && html.trim()) ctx.log(`unknown block type ${block.name}: rendered from its HTML`)
      const entry = atDepthLimit || (!known && html.trim()) ? htmlBlock : known
      if (!entry) {
        ctx.log(`unknown block type ${block.name}`)
        const node = ctx.isDev ? (
          <div key={key} className="unknown-block" role="note">
            Unknown block: <code>{block.name}</code>
          </div>
        ) : null
        return { node, h1: false }
      }
      const inner = entry.inner
        ? await prepareBlocks(block.innerBlocks, ctx, key, depth + 1)
        : { nodes: [], hasH1: false }
      const result = await entry.prepare(
        {
          key,
          attrs: attributesOf(block),
          saveContent: html,
          children: inner.nodes,
        },
        ctx,
      )
      return (
        result && {
          node: result.node,
          h1: result.h1 || inner.hasH1,
        }
      )
    }),
  )
  return {
    nodes: prepared.map((p) => p?.node ?? null),
    hasH1: prepared.some((p) => p?.h1),
  }
}
