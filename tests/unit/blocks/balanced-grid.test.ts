import { describe, expect, it } from 'vitest'
import { balancedColumns, balancedGridStyle } from '../../../src/blocks/ui/balanced-grid'
import { balancedGridCss } from '../../../src/blocks/ui/breakpoints'

/** Items in each row when `count` items fill rows of `cols`. */
const rows = (count: number, cols: number) =>
  Array.from({ length: Math.ceil(count / cols) }, (_, i) => Math.min(cols, count - i * cols))

describe('balanced grids: no last row of one card, nor one half empty, under fuller rows', () => {
  it('keeps the columns that fit when the rows come out even or end in two or more', () => {
    expect(balancedColumns(6, 3)).toBe(3)
    expect(balancedColumns(5, 3)).toBe(3)
    expect(balancedColumns(3, 3)).toBe(3)
    expect(balancedColumns(2, 3)).toBe(2)
    expect(balancedColumns(7, 1)).toBe(1)
  })

  it('takes one column more, else fewer, when the last row would be one card or half empty', () => {
    // Four cards in three columns: four in a row.
    expect(balancedColumns(4, 3)).toBe(4)
    // Ten services in rows of four would end 4 + 4 + 2: two rows of five.
    expect(balancedColumns(10, 4)).toBe(5)
    // In three columns (3 + 3 + 3 + 1, or 4 + 4 + 2): five rows of two.
    expect(balancedColumns(10, 3)).toBe(2)
    // Seven in three: 4 + 3.
    expect(balancedColumns(7, 3)).toBe(4)
    // Five offices in four columns: 5 in a row would be 5; in two columns 3 + 2.
    expect(balancedColumns(5, 2)).toBe(3)
    for (let count = 2; count <= 40; count++) {
      for (let max = 2; max <= 6; max++) {
        const cols = balancedColumns(count, max)
        const r = rows(count, cols)
        const avoidable = Array.from({ length: max }, (_, i) => i + 2).some((c) => count % c !== 1)
        if (r.length > 1 && avoidable) {
          expect(r.at(-1), `${count} items, room for ${max}`).toBeGreaterThan(1)
        }
        const fillable = Array.from({ length: max }, (_, i) => i + 2).some(
          (c) => c <= count && (count % c || c) * 2 > c,
        )
        if (r.length > 1 && fillable) {
          expect((r.at(-1) ?? 0) * 2, `${count} items, room for ${max}`).toBeGreaterThan(cols)
        }
        expect(cols).toBeGreaterThanOrEqual(2)
      }
    }
  })

  it('writes the balanced count per breakpoint for the stylesheet to pick', () => {
    expect(balancedGridStyle(4, { base: 1, loadMore: 2, desktop: 3 })).toEqual({
      '--cols-base': 1,
      '--cols-load-more': 2,
      '--cols-desktop': 4,
    })
    const css = balancedGridCss()
    expect(css).toContain(
      '@media (min-width: 1024px) { .balanced-grid { --cols: var(--c-desktop); } }',
    )
    // A breakpoint the list does not name keeps the count of the one below it.
    expect(css).toContain('--c-tablet: var(--cols-tablet, var(--c-load-more));')
  })
})
