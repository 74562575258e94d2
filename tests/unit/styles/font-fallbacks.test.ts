import { describe, expect, it } from 'vitest'
import { FALLBACK_FACES, fontFaceCss, type FallbackFace } from '../../../src/styles/brand-font'

/** Every stylesheet of the site, as written. */
const stylesheets = import.meta.glob('../../../src/styles/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The font weights the stylesheets set (headings and `<strong>` are bold by default: 700). */
function weightsUsed(): number[] {
  const weights = new Set([400, 700])
  for (const css of Object.values(stylesheets)) {
    const code = css.replace(/\/\*[\s\S]*?\*\//g, '')
    for (const [, value] of code.matchAll(/font-weight:\s*(\w+)/g))
      weights.add(value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value))
    for (const [, value] of code.matchAll(/\bfont:\s*(\d{3})\s/g)) weights.add(Number(value))
  }
  return [...weights].sort((a, b) => a - b)
}

/** The faces standing in for the brand font, and those standing in for the Cyrillic face. */
const LATIN = FALLBACK_FACES.filter((face) => face.script === undefined)
const CYRILLIC = FALLBACK_FACES.filter((face) => face.script === 'cyrillic')

const ARIAL = 'Plus Jakarta Sans Fallback'
/** The local fonts stood in for the brand font: Windows and macOS, Android, Linux. */
const FAMILIES = [ARIAL, 'Plus Jakarta Sans Fallback Roboto', 'Plus Jakarta Sans Fallback DejaVu']
const RANGES = {
  latin: 'U+0000-00FF',
  'latin-ext': 'U+0100-024F',
  cyrillic: 'U+0400-045F',
}

describe('the brand font’s fallback faces', () => {
  it('give each local font a face of its own for every weight the stylesheets set, bold cuts from 600', () => {
    const weights = weightsUsed()
    expect(weights).toEqual(expect.arrayContaining([400, 600, 700, 800]))
    expect(LATIN.length + CYRILLIC.length).toBe(FALLBACK_FACES.length)
    for (const script of [LATIN, CYRILLIC]) {
      expect([...new Set(script.map((face) => face.family))]).toEqual(FAMILIES)
      for (const family of FAMILIES) {
        const faces = script.filter((face) => face.family === family)
        expect(
          faces.map((face) => face.weight),
          family,
        ).toEqual(weights)
        for (const face of faces)
          expect(face.local[0]?.endsWith(' Bold'), `${family} ${face.weight}`).toBe(
            face.weight >= 600,
          )
      }
    }
    const arial = LATIN.filter((face) => face.family === ARIAL)
    expect(arial.map((face) => face.local[0])).toEqual(
      weights.map((weight) => (weight >= 600 ? 'Arial Bold' : 'Arial')),
    )
    // The brand font's bold is wider next to Arial Bold than its regular next to Arial: each weight
    // has its own scale, not the regular one.
    const scale = (weight: number) =>
      parseFloat(arial.find((face) => face.weight === weight)?.sizeAdjust ?? 'NaN')
    expect(scale(700)).not.toBe(scale(400))
  })

  it('keep text on the line box of the font they stand in for at every scale', () => {
    // ascent-override × size-adjust is the font's ascent (the same em fraction for all its faces):
    // the brand font's 103.8 %, Onest's 97 %.
    const ascentOf = (face: FallbackFace) =>
      (parseFloat(face.ascentOverride) * parseFloat(face.sizeAdjust)) / 100
    for (const face of LATIN) expect(ascentOf(face)).toBeCloseTo(103.8, 0)
    for (const face of CYRILLIC) expect(ascentOf(face)).toBeCloseTo(97, 0)
  })

  it('stand in the site’s font stack after the brand font, in the order of FAMILIES', () => {
    const stack = /--font:\s*([^;]+);/.exec(stylesheets['../../../src/styles/base.css'] ?? '')?.[1]
    const names = stack?.split(',').map((name) => name.trim().replace(/^'|'$/g, ''))
    expect(names?.slice(0, 4)).toEqual(['Plus Jakarta Sans', ...FAMILIES])
  })

  it('declare each face’s weight in its @font-face rule', () => {
    const css = fontFaceCss(RANGES)
    for (const face of FALLBACK_FACES) {
      const rule = `@font-face{font-family:'${face.family}';font-weight:${face.weight};`
      expect(css).toContain(rule)
    }
    expect(css.match(/@font-face\{font-family:'Plus Jakarta Sans Fallback';/g)).toHaveLength(
      FALLBACK_FACES.filter((face) => face.family === ARIAL).length,
    )
  })

  it('give Cyrillic its own faces, for the Cyrillic face’s range alone, after the others', () => {
    const rules = fontFaceCss(RANGES).split('\n')
    const fallbackRules = rules.filter((rule) => rule.includes(' Fallback'))
    expect(fallbackRules).toHaveLength(FALLBACK_FACES.length)
    // A family's face declared last is the one used for letters in the range of both.
    const ranged = fallbackRules.map((rule) => rule.endsWith(';unicode-range:U+0400-045F}'))
    expect(ranged).toEqual(FALLBACK_FACES.map((face) => face.script === 'cyrillic'))
    expect(ranged.indexOf(true)).toBe(LATIN.length)
  })
})
