/**
 * Serves an upload the way the web server in front of WordPress does (nginx, Apache): a strong
 * ETag and Last-Modified, `Accept-Ranges: bytes`, single and multiple byte ranges (206, 416),
 * If-Range, If-None-Match and If-Modified-Since (304), HEAD without a body.
 */

type Range = { start: number; end: number }

/** The ranges of a `Range: bytes=…` header within `size` bytes; null ignores the header, [] is 416. */
export function parseRanges(header: string, size: number): Range[] | null {
  const match = /^bytes=(.+)$/i.exec(header.trim())
  if (!match?.[1]) return null
  const ranges: Range[] = []
  for (const part of match[1].split(',')) {
    const spec = /^\s*(\d*)-(\d*)\s*$/.exec(part)
    if (!spec || (spec[1] === '' && spec[2] === '')) return null
    const [, from = '', to = ''] = spec
    if (from === '') {
      // Suffix range: the last N bytes.
      const length = Number(to)
      if (length > 0) ranges.push({ start: Math.max(0, size - length), end: size - 1 })
      continue
    }
    const start = Number(from)
    const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
    if (to !== '' && Number(to) < start) return null
    if (start < size) ranges.push({ start, end })
  }
  return ranges
}

const etagsIn = (header: string) => header.split(',').map((t) => t.trim().replace(/^W\//, ''))

async function entityTag(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes))
  const hex = [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `"${hex}-${bytes.byteLength.toString(16)}"`
}

/** When an upload was last changed: the first day of its `uploads/YYYY/MM/` folder. */
export function uploadDate(path: string): Date {
  const [, year = '2025', month = '01'] = /\/uploads\/(\d{4})\/(\d{2})\//.exec(path) ?? []
  return new Date(Date.UTC(Number(year), Number(month) - 1, 1, 9))
}

/** Applies conditional and range requests to a full 200 response of a static file. */
export async function staticFile(
  request: Request,
  full: Response,
  lastModified: Date,
): Promise<Response> {
  if (full.status !== 200) return full
  const bytes = await full.arrayBuffer()
  const size = bytes.byteLength
  const etag = await entityTag(bytes)
  const modified = lastModified.toUTCString()
  const headers = new Headers(full.headers)
  headers.set('etag', etag)
  headers.set('last-modified', modified)
  headers.set('accept-ranges', 'bytes')
  const head = request.method === 'HEAD'

  const inm = request.headers.get('if-none-match')
  const ims = request.headers.get('if-modified-since')
  const notModified = inm
    ? etagsIn(inm).includes('*') || etagsIn(inm).includes(etag)
    : ims !== null && !Number.isNaN(Date.parse(ims)) && lastModified.getTime() <= Date.parse(ims)
  if (notModified) {
    headers.delete('content-type')
    headers.delete('content-length')
    return new Response(null, { status: 304, headers })
  }

  const rangeHeader = request.headers.get('range')
  const ifRange = request.headers.get('if-range')
  const rangeApplies =
    rangeHeader !== null &&
    (ifRange === null || ifRange === etag || (!ifRange.startsWith('"') && ifRange === modified))
  const ranges = rangeApplies ? parseRanges(rangeHeader, size) : null
  if (ranges && ranges.length === 0) {
    headers.set('content-range', `bytes */${size}`)
    headers.delete('content-length')
    return new Response(null, { status: 416, headers })
  }
  if (ranges && ranges.length === 1 && ranges[0]) {
    const { start, end } = ranges[0]
    headers.set('content-range', `bytes ${start}-${end}/${size}`)
    headers.set('content-length', String(end - start + 1))
    return new Response(head ? null : bytes.slice(start, end + 1), { status: 206, headers })
  }
  if (ranges && ranges.length > 1) {
    const boundary = `upload${etag.replace(/\W/g, '')}`
    const type = full.headers.get('content-type') ?? 'application/octet-stream'
    const encoder = new TextEncoder()
    const parts: Uint8Array[] = []
    for (const { start, end } of ranges) {
      parts.push(
        encoder.encode(
          `\r\n--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${start}-${end}/${size}\r\n\r\n`,
        ),
        new Uint8Array(bytes.slice(start, end + 1)),
      )
    }
    parts.push(encoder.encode(`\r\n--${boundary}--\r\n`))
    const body = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
    let offset = 0
    for (const part of parts) {
      body.set(part, offset)
      offset += part.byteLength
    }
    headers.set('content-type', `multipart/byteranges; boundary=${boundary}`)
    headers.set('content-length', String(body.byteLength))
    return new Response(head ? null : body, { status: 206, headers })
  }
  headers.set('content-length', String(size))
  return new Response(head ? null : bytes, { status: 200, headers })
}
