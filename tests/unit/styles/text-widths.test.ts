import { describe, expect, it } from 'vitest'

/** Every stylesheet of the site, as written. */
const stylesheets = import.meta.glob('../../../src/styles/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('text widths', () => {
  it('no stylesheet sizes anything in ch, which follows the font and shifts when the brand font arrives', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(5)
    const inCh = Object.entries(stylesheets).flatMap(([file, css]) =>
      css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .filter((line) => /(^|[\s(:,-])\d*\.?\d+ch\b/.test(line))
        .map((line) => `${file.split('/').pop()}: ${line.trim()}`),
    )
    expect(inCh).toEqual([])
  })
})
