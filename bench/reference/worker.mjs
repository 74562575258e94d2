/* global Response */
// A React page rendered per request with no data work: the floor of what the site's render path
// costs for a page of the same size. CARDS (the card count) is set by bench/run.mjs so that the
// page is as long as the home page.
import { renderToReadableStream } from 'react-dom/server'
import { pageDocument } from './page.mjs'

export default {
  async fetch(request, env) {
    const stream = await renderToReadableStream(pageDocument(Number(env.CARDS) || 60))
    return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  },
}
