import { coreBlocks } from './core'
import type { BlockEntry } from './define-block'

/**
 * Block name → entry. Each group of blocks lives in its own folder; the registry is the one place
 * that maps CMS block names to presentations.
 */
export const registry = {
  ...coreBlocks,
} satisfies Record<string, BlockEntry>

export type BlockName = keyof typeof registry

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(registry, name)
}

/** The entry for a CMS block name, or undefined for a type the site does not know. */
export function resolveBlock(name: string): BlockEntry | undefined {
  return isBlockName(name) ? registry[name] : undefined
}
