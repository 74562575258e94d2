import type { BlockEntry } from '../blocks/define-block'
import { registry } from '../blocks/registry'
import { namedShapeText, propertyLines } from './schema-text'

/** A table cell: pipes escaped, lines joined with `<br>`. */
export const cell = (lines: string[]) =>
  lines.map((line) => line.replaceAll('|', '\\|')).join('<br>') || '(none)'

/**
 * The README's table of blocks, made from the registry (the names WordPress uses) and each block's
 * summary and attribute schema. Names sharing one presentation and attributes make one row.
 */
export function blockTable(): string {
  const rows = new Map<string, { names: string[]; summary: string; attributes: string[] }>()
  for (const [name, entry] of Object.entries(registry) as [string, BlockEntry][]) {
    const attributes = propertyLines(entry.schema).map((line) => `\`${line}\``)
    const key = `${entry.summary}\n${attributes.join('\n')}`
    const row = rows.get(key) ?? { names: [], summary: entry.summary, attributes }
    row.names.push(`\`${name}\``)
    rows.set(key, row)
  }
  return [
    '| Block (name in WordPress) | What it shows | Attributes the site reads |',
    '| --- | --- | --- |',
    ...[...rows.values()].map(
      (row) => `| ${row.names.join(', ')} | ${cell([row.summary])} | ${cell(row.attributes)} |`,
    ),
    '',
    `${namedShapeText('Image')}.`,
  ].join('\n')
}
