import type { ReactNode } from 'react'
import type { CmsBlock } from '../cms/schemas'
import type { BlockContext } from './block-context'
import { htmlBlock } from './core/HtmlBlock'
import { renderedHtml } from './rendered-html'
import { resolveBlock } from './registry'

interface PreparedBlocks {
  nodes: ReactNode[]
  hasH1: boolean
}

/**
 * A block's attributes, read once per block object: the content store hands every request the
 * same (frozen) blocks, so later views of a page reuse what the first one read.
 */
const attributesOfBlock = new WeakMap<CmsBlock, unknown>()
function attributesOf(block: CmsBlock): unknown {
  if (attributesOfBlock.has(block)) return attributesOfBlock.get(block)
  const attrs = normalizeAttributes(block.attributes)
  attributesOfBlock.set(block, attrs)
  return attrs
}

/** PHP's empty array `[]` (a block without attributes) means no attributes. */
export function normalizeAttributes(value: unknown): unknown {
  if (value === null || value === undefined) return {}
  return Array.isArray(value) && value.length === 0 ? {} : value
}

/** The HTML a block renders from, once per block object (it walks the block's inner blocks). */
const htmlOfBlock = new WeakMap<CmsBlock, { html: string; notes: string[] }>()
function htmlOf(block: CmsBlock) {
  let found = htmlOfBlock.get(block)
  if (!found) {
    const notes: string[] = []
    found = { html: renderedHtml(block, (note) => notes.push(note)), notes }
    htmlOfBlock.set(block, found)
  }
  return found
}

/**
 * Validates, loads and renders a list of CMS blocks (and their inner blocks, at any depth) in
 * parallel. A layout block lays out its prepared inner blocks; a text block renders the HTML
 * WordPress renders for it (see rendered-html.ts). Nothing an editor wrote disappears silently: a
 * block type the site does not know renders its sanitised HTML, and anything left out is logged with
 * the block's position (the log line names the page).
 */
export async function prepareBlocks(
  blocks: CmsBlock[],
  ctx: BlockContext,
  path = 'b',
): Promise<PreparedBlocks> {
  const sorted = [...blocks].sort((a, b) => a.order - b.order)
  const prepared = await Promise.all(
    sorted.map(async (block) => {
      const key = `${path}-${block.order}-${block.name}`
      const known = resolveBlock(block.name)
      // A layout block lays out its inner blocks; its own HTML is needed only when it has none.
      const { html, notes } =
        known?.inner && block.innerBlocks.length ? { html: '', notes: [] } : htmlOf(block)
      for (const note of notes) ctx.log(`block ${key}: ${note}`)
      if (!known && html.trim()) ctx.log(`unknown block type ${block.name}: rendered from its HTML`)
      const entry = !known && html.trim() ? htmlBlock : known
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
        ? await prepareBlocks(block.innerBlocks, ctx, key)
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
