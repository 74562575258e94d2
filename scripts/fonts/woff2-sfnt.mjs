// A WOFF2 file as an uncompressed OpenType (sfnt) buffer that opentype.js can read for metrics:
// opentype.js reads WOFF but not WOFF2. The tables are Brotli-compressed in one stream (Node's zlib
// decompresses it); the glyph outlines (glyf/loca) are stored transformed, so they are replaced by
// empty ones: advance widths (hmtx), vertical metrics (hhea, OS/2) and the character map stay exact.
import { brotliDecompressSync } from 'node:zlib'

// The WOFF2 specification's table of known tags, by index (section 5.1).
const TAG_LIST =
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
const KNOWN_TAGS = Array.from(TAG_LIST.matchAll(/.{4}\s?/g), ([tag]) => tag.slice(0, 4))

/** Tables kept: what opentype.js needs to read metrics and map characters to glyphs. */
const KEPT = new Set(['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post'])

/**
 * @param {DataView} view
 * @param {{ offset: number }} at the read position, moved past the number
 */
function readBase128(view, at) {
  let value = 0
  for (let i = 0; i < 5; i++) {
    const byte = view.getUint8(at.offset++)
    value = value * 128 + (byte & 0x7f)
    if (!(byte & 0x80)) return value
  }
  throw new Error('WOFF2: UIntBase128 longer than 5 bytes')
}

/**
 * The tables of a WOFF2 file, by tag, decompressed (transformed ones as stored).
 * @param {Uint8Array} bytes
 * @returns {Map<string, { data: Uint8Array, transformed: boolean }>}
 */
export function woff2Tables(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint32(0) !== 0x774f4632) throw new Error('not a WOFF2 file')
  const numTables = view.getUint16(12)
  const compressedLength = view.getUint32(20)
  const at = { offset: 48 }
  const entries = []
  for (let i = 0; i < numTables; i++) {
    const flags = view.getUint8(at.offset++)
    let tag = KNOWN_TAGS[flags & 0x3f]
    if ((flags & 0x3f) === 63) {
      tag = String.fromCharCode(...bytes.subarray(at.offset, at.offset + 4))
      at.offset += 4
    }
    const transformVersion = (flags >> 6) & 3
    const origLength = readBase128(view, at)
    // glyf and loca are transformed at version 0, every other table at a version other than 0.
    const transformed =
      tag === 'glyf' || tag === 'loca' ? transformVersion === 0 : transformVersion !== 0
    const length = transformed ? readBase128(view, at) : origLength
    entries.push({ tag, length, transformed })
  }
  const data = brotliDecompressSync(bytes.subarray(at.offset, at.offset + compressedLength))
  const tables = new Map()
  let offset = 0
  for (const { tag, length, transformed } of entries) {
    tables.set(tag, { data: data.subarray(offset, offset + length), transformed })
    offset += length
  }
  return tables
}

/**
 * An sfnt with the metric tables of a WOFF2 file and empty outlines (see above).
 * @param {Uint8Array} bytes
 */
export function woff2ToMetricsSfnt(bytes) {
  const tables = woff2Tables(bytes)
  const out = new Map()
  for (const tag of KEPT) {
    const table = tables.get(tag)
    if (!table) continue
    if (table.transformed) throw new Error(`WOFF2: table ${tag} is transformed`)
    out.set(tag, table.data)
  }
  const head = out.get('head')
  const maxp = out.get('maxp')
  if (!head || !maxp) throw new Error('WOFF2: no head or maxp table')
  const numGlyphs = new DataView(maxp.buffer, maxp.byteOffset).getUint16(4)
  // Short loca (head.indexToLocFormat 0): every glyph empty.
  const headCopy = Buffer.from(head)
  headCopy.writeInt16BE(0, 50)
  out.set('head', headCopy)
  out.set('loca', Buffer.alloc((numGlyphs + 1) * 2))
  out.set('glyf', Buffer.alloc(4))
  const tags = [...out.keys()].sort()
  const dirLength = 12 + 16 * tags.length
  const pad = (/** @type {number} */ n) => (n + 3) & ~3
  let total = dirLength
  for (const tag of tags) total += pad(out.get(tag).length)
  const sfnt = Buffer.alloc(total)
  sfnt.writeUInt32BE(0x00010000, 0)
  sfnt.writeUInt16BE(tags.length, 4)
  let offset = dirLength
  tags.forEach((tag, i) => {
    const table = out.get(tag)
    const entry = 12 + 16 * i
    sfnt.write(tag.padEnd(4, ' '), entry, 'latin1')
    sfnt.writeUInt32BE(offset, entry + 8)
    sfnt.writeUInt32BE(table.length, entry + 12)
    Buffer.from(table).copy(sfnt, offset)
    offset += pad(table.length)
  })
  return sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength)
}
