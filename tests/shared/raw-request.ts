import { request } from 'node:http'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface RawOptions {
  method?: string
  headers?: Record<string, string>
  body?: Buffer
  /** Sent in pieces with no Content-Length, as a client streaming an upload sends it. */
  chunked?: boolean
}

/**
 * One request exactly as written (path, method, headers, body), over a plain socket: `fetch` would
 * normalise `\`, dot segments and escapes, and refuse some methods and headers before anything
 * reached the site.
 */
export function rawRequest(base: string, path: string, opts: RawOptions = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  // Node frames a GET's body with neither Content-Length nor chunks: its bytes would read as the
  // next request. A body sent whole says its length.
  const headers =
    opts.body && !opts.chunked
      ? { 'content-length': String(opts.body.length), ...opts.headers }
      : opts.headers
  return new Promise((resolve, reject) => {
    // A connection of its own: a kept-alive socket would carry one odd request into the next.
    const options = { hostname, port, path, method: opts.method ?? 'GET', headers, agent: false }
    const req = request(options, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
    req.on('error', reject)
    if (opts.body && opts.chunked) {
      for (let i = 0; i < opts.body.length; i += 256 * 1024) {
        req.write(opts.body.subarray(i, i + 256 * 1024))
      }
      req.end()
    } else {
      req.end(opts.body)
    }
  })
}
