import { describe, expect, it } from 'vitest'

/** The core blocks' stylesheet, as written. */
const css = Object.values(
  import.meta.glob('../../../src/styles/core-blocks.css', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('') as string

/** WordPress's default palette (wp-includes/theme.json): slug and colour. */
const DEFAULT_PALETTE: Record<string, string> = {
  black: '#000',
  'cyan-bluish-gray': '#abb8c3',
  'pale-pink': '#f78da7',
  'vivid-red': '#cf2e2e',
  'luminous-vivid-orange': '#ff6900',
  'luminous-vivid-amber': '#fcb900',
  'light-green-cyan': '#7bdcb5',
  'vivid-green-cyan': '#00d084',
  'pale-cyan-blue': '#8ed1fc',
  'vivid-cyan-blue': '#0693e3',
  'vivid-purple': '#9b51e0',
}

/** The declarations of a one-class rule, or undefined when the stylesheet has none. */
const rule = (selector: string) =>
  new RegExp(`(?:^|\\n)\\${selector} \\{\\n([^}]*)\\}`).exec(css)?.[1]?.trim()

describe('the colours an editor picks from WordPress’s default palette', () => {
  it('colour text and backgrounds as in WordPress, for every slug', () => {
    for (const [slug, colour] of Object.entries(DEFAULT_PALETTE)) {
      expect(rule(`.has-${slug}-background-color`), slug).toBe(`background: ${colour};`)
      expect(rule(`.has-${slug}-color`), slug).toBe(`color: ${colour};`)
    }
  })
})
