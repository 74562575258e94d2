import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'

const BOT_UA =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skype|discord|linkedin|applebot|yandex|baidu|duckduck|semrush|ahrefs/i

/** Crawlers get the whole document in one piece (React's `allReady`), people get a stream. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_UA.test(userAgent)
}

interface StreamOptions {
  status: number
  headers: HeadersInit
  bot: boolean
  nonce: string
  /** A render error (a component threw): logged, and the page must not be kept. */
  onError: (message: string) => void
}

/** Streams a React document as an HTML response. */
export async function streamDocument(element: ReactNode, opts: StreamOptions): Promise<Response> {
  const stream = await renderToReadableStream(element, {
    // React's own inline scripts and any style it emits carry the response's nonce.
    nonce: { script: opts.nonce, style: opts.nonce },
    onError(error) {
      opts.onError(`render error: ${error instanceof Error ? error.message : String(error)}`)
    },
  })
  if (opts.bot) await stream.allReady
  const headers = new Headers(opts.headers)
  headers.set('content-type', 'text/html; charset=utf-8')
  return new Response(stream, { status: opts.status, headers })
}
