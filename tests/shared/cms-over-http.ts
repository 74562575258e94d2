import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { embeddedService } from '../../scripts/lib/embedded-in-process.mjs'

/** A change to one answer of the CMS: a Response replaces it, null leaves it as it is. */
export type CmsChange = (path: string, body: string) => Response | null | Promise<Response | null>

export interface ServedCms {
  /** Where it answers, as CMS_URL: `http://127.0.0.1:<port>`. */
  url: string
  close: () => Promise<void>
}

/**
 * The embedded content service in this process, over HTTP on a free local port: a WordPress at a
 * URL, for scripts and `npm start` run as child processes. `change` may replace any answer, as a
 * company's WordPress would give it differently.
 */
export async function serveEmbeddedCms(
  credential: { user: string; password: string },
  change: CmsChange = () => null,
): Promise<ServedCms> {
  const cms = await embeddedService(credential)
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString()
        const headers = new Headers()
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === 'string') headers.set(k, v)
        const path = req.url ?? '/'
        const answer =
          (await change(path, body)) ??
          (await cms(path, { method: req.method, headers, body: body || undefined }))
        // No connection is reused: Node's fetch may send a request on a kept-alive connection at
        // the moment this server closes it for idleness (5 s; nodejs/undici#3141), which on a
        // busy machine fails the check with "no answer" instead of WordPress's.
        res.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? '',
          connection: 'close',
        })
        res.end(Buffer.from(await answer.arrayBuffer()))
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
