// The part of opentype.js (which ships no types) that the scripts use: parsing a font, a glyph's
// advance width, the tables that hold the vertical metrics (fonts/fallback-metrics.mjs) and text as
// outlines (demo-art/type.mjs).
declare module 'opentype.js' {
  export interface Glyph {
    advanceWidth: number
  }
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | {
        type: 'C'
        x1: number
        y1: number
        x2: number
        y2: number
        x: number
        y: number
      }
    | { type: 'Z' }
  export interface Path {
    commands: PathCommand[]
  }
  export interface Font {
    unitsPerEm: number
    charToGlyph(char: string): Glyph
    getAdvanceWidth(text: string, fontSize: number): number
    getPath(text: string, x: number, y: number, fontSize: number): Path
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
