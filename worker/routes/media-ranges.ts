/**
 * Answers conditional and byte-range requests from a full cached copy of a media file, the way a
 * CDN does: 304 for a matching If-None-Match / If-Modified-Since, 206 with the requested bytes
 * (streamed, never buffered), 416 for a range past the end.
 */

/** One `bytes=` range within `size`; null means serve the whole file (none, several, malformed). */
function singleRange(
  header: string | null,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const spec = header && /^bytes=\s*(\d*)-(\d*)\s*$/i.exec(header)
  if (!spec) return null
  const [, from = '', to = ''] = spec
  if (from === '' && to === '') return null
  if (from === '') {
    const length = Number(to)
    return length > 0 ? { start: Math.max(0, size - length), end: size - 1 } : 'unsatisfiable'
  }
  const start = Number(from)
  if (to !== '' && Number(to) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) }
}

/** Whether the copy is still what the visitor has (If-None-Match, else If-Modified-Since). */
function notModified(request: Request, copy: Response): boolean {
  const etag = copy.headers.get('etag')
  const inm = request.headers.get('if-none-match')
  if (inm) {
    const tags = inm.split(',').map((t) => t.trim().replace(/^W\//, ''))
    return tags.includes('*') || (etag !== null && tags.includes(etag.replace(/^W\//, '')))
  }
  const ims = Date.parse(request.headers.get('if-modified-since') ?? '')
  const modified = Date.parse(copy.headers.get('last-modified') ?? '')
  return !Number.isNaN(ims) && !Number.isNaN(modified) && modified <= ims
}

/** The bytes `start`..`end` (inclusive) of a stream, passed through as they arrive. */
function sliceStream(body: ReadableStream<Uint8Array>, start: number, end: number) {
  let position = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const from = Math.max(start - position, 0)
        const to = Math.min(end + 1 - position, chunk.byteLength)
        if (to > from) controller.enqueue(chunk.subarray(from, to))
        position += chunk.byteLength
        if (position > end) controller.terminate()
      },
    }),
  )
}

/** The visitor's answer from a full cached copy (status 200) of a media file. */
export function fromCopy(request: Request, copy: Response): Response {
  const headers = new Headers(copy.headers)
  headers.set('accept-ranges', 'bytes')
  if (notModified(request, copy)) {
    headers.delete('content-length')
    headers.delete('content-type')
    return new Response(null, { status: 304, headers })
  }
  const size = Number(copy.headers.get('content-length'))
  const ifRange = request.headers.get('if-range')
  const rangeAllowed =
    Number.isInteger(size) &&
    size > 0 &&
    (ifRange === null ||
      ifRange === copy.headers.get('etag') ||
      ifRange === copy.headers.get('last-modified'))
  const range = rangeAllowed ? singleRange(request.headers.get('range'), size) : null
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`)
    headers.delete('content-length')
    return new Response(null, { status: 416, headers })
  }
  if (!range || !copy.body || request.method === 'HEAD') {
    return new Response(request.method === 'HEAD' ? null : copy.body, { status: 200, headers })
  }
  headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`)
  headers.set('content-length', String(range.end - range.start + 1))
  return new Response(sliceStream(copy.body, range.start, range.end), { status: 206, headers })
}
