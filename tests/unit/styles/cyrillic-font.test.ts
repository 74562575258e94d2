import { describe, expect, it } from 'vitest'
import { BRAND_FONT_PRELOAD, fontFaceCss, servedFontFiles } from '../../../src/styles/brand-font'

/** The unicode-ranges as the font packages declare them (their index.css). */
const RANGES = {
  latin: 'U+0000-00FF,U+0131',
  'latin-ext': 'U+0100-02BA',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
}

/** The brand family's @font-face rules, in order. */
const brandFaces = () =>
  fontFaceCss(RANGES)
    .split('\n')
    .filter((rule) => rule.startsWith(`@font-face{font-family:'Plus Jakarta Sans';`))

describe('the Cyrillic face', () => {
  it('is served under the brand family for Cyrillic alone, from its own file', () => {
    const faces = brandFaces()
    expect(faces).toHaveLength(3)
    const cyrillic = faces.find((rule) => rule.includes('U+0400-045F'))
    expect(cyrillic).toContain('unicode-range:U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116}')
    // The combining acute also follows Latin letters: a Latin page must not fetch the file for it.
    expect(cyrillic).not.toContain('U+0301')
    expect(cyrillic).toContain('font-weight:200 800;font-display:swap;')
    const file = servedFontFiles().find((served) => served.key === 'cyrillic')
    expect(file?.url).toMatch(/^\/assets\/fonts\/onest-cyrillic-wght-normal-\d+\.\d+\.\d+\.woff2$/)
    expect(cyrillic).toContain(`src:url(${file?.url}) format('woff2')`)
  })

  it('is never the preloaded file', () => {
    const cyrillic = servedFontFiles().find((served) => served.key === 'cyrillic')
    expect(BRAND_FONT_PRELOAD).not.toBe(cyrillic?.url)
    expect(BRAND_FONT_PRELOAD).toMatch(/plus-jakarta-sans-latin-wght/)
  })
})
