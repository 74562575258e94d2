/* global Response, TextEncoder */
// The benchmark's reference Worker. `/`: a React page rendered per request with no data work, the
// floor of what the site's render path costs for a page of the same size (CARDS, set by
// bench/run.mjs, makes it as long as the home page). `/robots.txt`: a few constant bytes, this
// Worker's floor. `/constant`: a page of the size the site sends from its caches (CONSTANT_CARDS),
// rendered once per isolate and then sent as it is: what any Worker pays to send those bytes.
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { pageDocument } from './page.mjs'

/** @type {Uint8Array<ArrayBuffer> | null} */
let constant = null

export default {
  /**
   * @param {Request} request
   * @param {{ CARDS?: string, CONSTANT_CARDS?: string }} env
   */
  async fetch(request, env) {
    const { pathname } = new URL(request.url)
    if (pathname === '/robots.txt') {
      return new Response('User-agent: *\nAllow: /\n', {
        headers: { 'content-type': 'text/plain' },
      })
    }
    if (pathname === '/constant') {
      constant ??= new TextEncoder().encode(
        `<!DOCTYPE html>${renderToString(pageDocument(Number(env.CONSTANT_CARDS) || 60))}`,
      )
      return new Response(constant, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const stream = await renderToReadableStream(pageDocument(Number(env.CARDS) || 60))
    return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  },
}
