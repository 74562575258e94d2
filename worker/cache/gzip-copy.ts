/**
 * Whether a client takes gzip, by its own `Accept-Encoding` (a `gzip` coding, else `*`, with a
 * weight above 0). On Cloudflare a Worker sees the client's value in `request.cf`, not in the
 * request's header, which always reads `br, gzip`.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  let any = false
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const weight = params.find((p) => p.startsWith('q='))
    const taken = weight === undefined || Number(weight.slice(2)) > 0
    if (coding === 'gzip' || coding === 'x-gzip') return taken
    if (coding === '*') any = taken
  }
  return any
}

/** `page` compressed with gzip, once, so that no visitor's response compresses it again. */
export async function gzipCopy(page: Blob): Promise<Blob> {
  return new Response(page.stream().pipeThrough(new CompressionStream('gzip'))).blob()
}
