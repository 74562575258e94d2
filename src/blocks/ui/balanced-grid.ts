import type { CSSProperties } from 'react'
import { kebab, type BreakpointName } from './breakpoints'

/** The columns a grid has room for from each breakpoint up (`base`: below the first one named). */
export type GridColumns = { base: number } & Partial<Record<BreakpointName, number>>

/**
 * Columns for a row of `count` items where `max` fit: `max` when the last row comes out full or
 * more than half full, else the nearest count that does (one more, then fewer): ten services in
 * rows of four end in an orphan row of two, in rows of five they fill two rows. When no count
 * from 2 to `max + 1` does, the first that leaves no card alone, else `max` (its lone last card is
 * centred).
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(1, count)
  if (max <= 1) return 1
  const candidates = [max, max + 1, ...Array.from({ length: max - 2 }, (_, i) => max - 1 - i)]
  const last = (cols: number) => count % cols || cols
  return (
    candidates.find((cols) => cols <= count && last(cols) * 2 > cols) ??
    candidates.find((cols) => cols <= count && last(cols) !== 1) ??
    max
  )
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
