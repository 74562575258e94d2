// The part of opentype.js (which ships no types) that fallback-metrics.mjs reads: parsing a font,
// a glyph's advance width and the tables that hold the vertical metrics.
declare module 'opentype.js' {
  export interface Glyph {
    advanceWidth: number
  }
  export interface Font {
    unitsPerEm: number
    charToGlyph(char: string): Glyph
    tables: {
      hhea: { ascender: number; descender: number; lineGap: number }
      os2: {
        fsSelection: number
        sTypoAscender: number
        sTypoDescender: number
        sTypoLineGap: number
      }
    }
  }
  export function parse(buffer: ArrayBuffer | ArrayBufferLike): Font
  const opentype: { parse: typeof parse }
  export default opentype
}
