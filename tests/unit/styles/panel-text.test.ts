import { describe, expect, it } from 'vitest'

/** A stylesheet of the site, as written. */
const sheet = (files: Record<string, unknown>) => Object.values(files).join('') as string
const css = sheet(
  import.meta.glob('../../../src/styles/core-blocks.css', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)
const base = sheet(
  import.meta.glob('../../../src/styles/base.css', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)

/** The body of the rule written exactly with `selector`. */
const body = (selector: string) => {
  const at = css.indexOf(`${selector} {`)
  return at < 0 ? undefined : css.slice(at, css.indexOf('}', at))
}

/** A colour as written (`#fff`, `#0b1f3a`, `var(--navy)`) as its RGB channels. */
function rgb(value: string): number[] {
  const named = /^var\(--([\w-]+)\)$/.exec(value)?.[1]
  const hex = named ? new RegExp(`--${named}: (#[0-9a-f]+);`).exec(base)?.[1] : value
  const digits = (hex ?? '').slice(1)
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const luminance = (c: string) => {
    const [r = 0, g = 0, bl = 0] = rgb(c).map((v) => {
      const s = v / 255
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

/** Every palette background the stylesheet knows: slug and colour. */
const backgrounds = [
  ...css.matchAll(/\n\.has-([a-z0-9-]+)-background-color \{\n\s*background: ([^;]+);/g),
].map(([, slug, colour]) => ({ slug: slug ?? '', colour: colour ?? '' }))

/** The text colour a panel of `slug` without a text colour of its own gets. */
function textOn(slug: string): string | undefined {
  const white = css.match(
    /((?:\.has-[a-z0-9-]+-background-color:not\(\.has-text-color\),?\s*)+)\{\s*color: ([^;]+);/,
  )
  if (white?.[1]?.includes(`.has-${slug}-background-color:not`)) return white[2]
  return /color: ([^;]+);/.exec(body('.has-background:not(.has-text-color)') ?? '')?.[1]
}

describe('the text of a coloured panel', () => {
  it('is readable (4.5:1) on every palette colour when the editor picked no text colour', () => {
    expect(backgrounds.length).toBeGreaterThan(10)
    for (const { slug, colour } of backgrounds) {
      const text = textOn(slug)
      expect(text, slug).toBeDefined()
      expect(contrast(text ?? '', colour), `${slug}: ${text} on ${colour}`).toBeGreaterThanOrEqual(
        4.5,
      )
    }
  })

  it('is ink on the light panel that a colour the site does not know leaves, whatever was picked', () => {
    const unknown = /\.has-background:not\(\n([^)]*)\) \{\s*color: ([^;]+);/.exec(css)
    const listed = (unknown?.[1] ?? '').split(',').map((s) => s.trim())
    expect(unknown?.[2]).toBe('var(--ink)')
    expect(listed.sort()).toEqual(
      backgrounds.map(({ slug }) => `.has-${slug}-background-color`).sort(),
    )
    expect(contrast('var(--ink)', 'var(--paper-alt)')).toBeGreaterThanOrEqual(4.5)
    expect(body('.has-background')).toContain('background: var(--paper-alt)')
  })
})
