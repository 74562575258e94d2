// The address at which workerd itself serves the Workers under `wrangler dev`, behind wrangler's
// local dev proxy. Production has no such proxy: a request there reaches the Worker directly. The
// proxy runs every `text/html` response through an HTMLRewriter (to add its live-reload script)
// and copies the body across one more process, so through it a page's cost grows with its bytes.
import { isDevProxy } from './process-cpu.mjs'
import { listeningPorts, workerdProcesses } from './workerd-memory.mjs'

/**
 * The body of a GET, or null when it does not answer 200 within two seconds.
 * @param {string} url
 */
async function body200(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
    const text = await res.text()
    return res.status === 200 ? text : null
  } catch {
    return null
  }
}

/**
 * `http://127.0.0.1:<port>` of the workerd socket that answers `probe` exactly as the site's own
 * address does (the first Worker of the dev session: the site), skipping the dev proxy's process.
 * @param {import('../../scripts/lib/dev-server.mjs').LocalSite} server
 * @param {number} port the site's port (the dev proxy's)
 */
export async function directUrl(server, port, probe = '/robots.txt') {
  const expected = await body200(`${server.url}${probe}`)
  if (expected === null)
    throw new Error(`bench: ${probe} does not answer 200 through the dev proxy`)
  if (server.child.pid === undefined) throw new Error('bench: the local site is not running')
  for (const { pid } of await workerdProcesses(server.child.pid)) {
    if (isDevProxy(pid, port)) continue
    for (const candidate of await listeningPorts(pid)) {
      const url = `http://127.0.0.1:${candidate}`
      if ((await body200(`${url}${probe}`)) === expected) return url
    }
  }
  throw new Error('bench: no workerd socket serves the site behind the dev proxy')
}
