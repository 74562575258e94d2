import type { PreloadHint } from '../../src/blocks/ui/preload-hints'
import type { ReactNode } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import type { PageStyles } from './site-styles'

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
  /** Filled by the render with the page's main images (PreloadHintsContext). */
  preloads?: Map<string, PreloadHint>
  /** The stylesheet's rules: a page rendered in one pass carries those it needs. */
  styles?: PageStyles | null
  /** Filled by the render with the names of the page's islands (RenderedIslandsContext). */
  islands?: Set<string>
}

/** A URL that can stand in a Link header as it is (no characters the header's syntax uses). */
const LINKABLE = /^[^\s<>,;"]+$/

/** A srcset or sizes value that can stand in a Link header as a quoted string. */
const QUOTABLE = /^[^"\\\r\n]*$/

/**
 * `Link: <url>; rel=preload; as=image` for each main image: fetched before the page is parsed; with
 * its srcset and sizes (`imagesrcset`, `imagesizes`), so the browser preloads the copy it will show.
 */
function preloadLinks(images: Map<string, PreloadHint> | undefined): string | null {
  const links = [...(images ?? [])]
    .filter(([url]) => LINKABLE.test(url))
    .map(([url, { srcset, sizes }]) => {
      const set =
        srcset && QUOTABLE.test(srcset) && sizes && QUOTABLE.test(sizes)
          ? `; imagesrcset="${srcset}"; imagesizes="${sizes}"`
          : ''
      return `<${url}>; rel=preload; as=image${set}; fetchpriority=high`
    })
  return links.length ? links.join(', ') : null
}

/**
 * Output the string renderer cannot get right: a Suspense boundary left to the browser (it could
 * not wait), and a stylesheet React manages (`<style precedence>`), whose nonce only the stream's
 * render options give it.
 */
const NEEDS_THE_STREAM = /<!--\$!-->| data-precedence="/

/** What React's stream sends before the document's markup. */
export const DOCTYPE = '<!DOCTYPE html>'

/**
 * The document in one synchronous pass, when nothing in it waits for data: a page's loaders have all
 * run before it renders, so this is every page today. React's stream would carry the same bytes in
 * the same single burst, but encodes each piece of markup on its own (thousands of TextEncoder calls,
 * about 40 % of a page's CPU); the string renderer writes them as one string. Null when a part
 * suspended, a component threw or React manages a stylesheet: the stream renders that page again.
 * The markup comes without the {@link DOCTYPE}, which the response puts before it.
 */
export function renderInOnePass(element: ReactNode): string | null {
  try {
    const html = renderToString(element)
    return NEEDS_THE_STREAM.test(html) ? null : html
  } catch {
    return null
  }
}

/**
 * A React document as an HTML response: rendered in one pass, or streamed when it waits for data.
 * `document` renders it with the given stylesheet text (null: linked).
 */
export async function streamDocument(
  document: (styles: string | null) => ReactNode,
  opts: StreamOptions,
): Promise<Response> {
  const headers = new Headers(opts.headers)
  headers.set('content-type', 'text/html; charset=utf-8')
  const { styles } = opts
  const html = renderInOnePass(document(styles ? styles.slot : null))
  if (html !== null) {
    const links = preloadLinks(opts.preloads)
    if (links) headers.set('link', links)
    // Its pieces as they are: the body encodes each once, and no string of the whole page is built.
    const body = new Blob([DOCTYPE, ...(styles ? styles.pieces(html, opts.islands) : [html])])
    return new Response(body, { status: opts.status, headers })
  }
  const stream = await renderToReadableStream(document(styles ? styles.all : null), {
    // React's own inline scripts and any style it emits carry the response's nonce.
    nonce: { script: opts.nonce, style: opts.nonce },
    onError(error) {
      opts.onError(`render error: ${error instanceof Error ? error.message : String(error)}`)
    },
  })
  if (opts.bot) await stream.allReady
  return new Response(stream, { status: opts.status, headers })
}
