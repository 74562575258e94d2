import type { Locator } from 'playwright-core'

/** A row of a form's grid as a visitor sees it. */
export interface FormRow {
  /** The names of its controls, left to right. */
  fields: string
  /** Its fields reach from the grid's left edge to its right edge: no half-width field alone. */
  full: boolean
  /** The tops of its inputs, one value when they are level. */
  inputTops: number[]
}

/**
 * The rows of a form's field grid: fields whose boxes overlap vertically share a row, whatever
 * their labels and messages do. None for a form without a grid (an email form).
 */
export function formRows(form: Locator): Promise<FormRow[]> {
  return form.evaluate((el) => {
    const grid = el.querySelector('.form-grid')
    if (!grid) return []
    const edges = grid.getBoundingClientRect()
    const fields = Array.from(grid.children)
      .map((field) => ({ field, box: field.getBoundingClientRect() }))
      .filter(({ box }) => box.height > 0)
      .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
    const rows: { bottom: number; items: typeof fields }[] = []
    for (const item of fields) {
      const row = rows.at(-1)
      if (row && item.box.top < row.bottom - 1) {
        row.items.push(item)
        row.bottom = Math.max(row.bottom, item.box.bottom)
      } else rows.push({ bottom: item.box.bottom, items: [item] })
    }
    return rows.map(({ items }) => {
      const controls = items.map(({ field }) =>
        field.querySelector('input:not([type=hidden]), select, textarea'),
      )
      return {
        fields: controls.map((c) => c?.getAttribute('name') ?? '?').join(' '),
        full:
          Math.round(Math.min(...items.map(({ box }) => box.left))) === Math.round(edges.left) &&
          Math.round(Math.max(...items.map(({ box }) => box.right))) === Math.round(edges.right),
        inputTops: [
          ...new Set(controls.map((c) => Math.round(c?.getBoundingClientRect().top ?? -1))),
        ],
      }
    })
  })
}

/** The rows of a form that break the grid: a lone half-width field, or inputs out of line. */
export async function brokenRows(form: Locator): Promise<FormRow[]> {
  return (await formRows(form)).filter((row) => !row.full || row.inputTops.length > 1)
}
