import type { ReactNode } from 'react'
import type { CmsBlock } from '../cms/schemas'
import type { BlockContext } from './block-context'
import { resolveBlock } from './registry'

export interface PreparedBlocks {
  nodes: ReactNode[]
  hasIslands: boolean
  hasH1: boolean
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

/** Validates, loads and renders a list of CMS blocks (and their inner blocks) in parallel. */
export async function prepareBlocks(
  blocks: CmsBlock[],
  ctx: BlockContext,
  path = 'b',
): Promise<PreparedBlocks> {
  const sorted = [...blocks].sort((a, b) => a.order - b.order)
  const prepared = await Promise.all(
    sorted.map(async (block) => {
      const key = `${path}-${block.order}-${block.name}`
      const inner = await prepareBlocks(block.innerBlocks, ctx, key)
      const entry = resolveBlock(block.name)
      if (!entry) {
        ctx.log(`unknown block type ${block.name}`)
        const node = ctx.isDev ? (
          <div key={key} className="unknown-block" role="note">
            Unknown block: <code>{block.name}</code>
          </div>
        ) : null
        return { node, island: inner.hasIslands, h1: false }
      }
      const result = await entry.prepare(
        {
          key,
          attrs: parseAttributes(block.attributesJSON),
          saveContent: block.saveContent ?? block.originalContent ?? '',
          children: inner.nodes,
        },
        ctx,
      )
      return (
        result && {
          node: result.node,
          island: result.island || inner.hasIslands,
          h1: result.h1 || inner.hasH1,
        }
      )
    }),
  )
  return {
    nodes: prepared.map((p) => p?.node ?? null),
    hasIslands: prepared.some((p) => p?.island),
    hasH1: prepared.some((p) => p?.h1),
  }
}
