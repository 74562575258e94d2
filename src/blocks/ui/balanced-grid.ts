import type { CSSProperties } from 'react'
import { kebab, type BreakpointName } from './breakpoints'

/** The columns a grid has room for from each breakpoint up (`base`: below the first one named). */
export type GridColumns = { base: number } & Partial<Record<BreakpointName, number>>

/**
 * Columns for a row of `count` items where `max` fit: `max` unless that leaves one item alone in
 * the last row, else one more, else fewer. When no count from 2 to `max + 1` avoids it (seven
 * items, room for two), `max`: the lone last card is centred.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(1, count)
  if (max <= 1) return 1
  const candidates = [max, max + 1, ...Array.from({ length: max - 2 }, (_, i) => max - 1 - i)]
  return candidates.find((cols) => cols <= count && count % cols !== 1) ?? max
}

/**
 * The `style` of a `.balanced-grid` list of `count` items: its column count per breakpoint
 * (`--cols-<breakpoint>`), balanced so that no row is a lone card; a short last row is centred.
 */
export function balancedGridStyle(count: number, columns: GridColumns): CSSProperties {
  const style: Record<string, number> = {}
  for (const [name, max] of Object.entries(columns)) {
    style[`--cols-${kebab(name)}`] = balancedColumns(count, max)
  }
  return style as CSSProperties
}
