import { createContext } from 'react'

/**
 * Collects, while a page renders on the server, the images it marks as its main one (`priority`),
 * by URL with their srcset and sizes:
 * the response names them in a `Link: rel=preload` header, so a browser (or the CDN's Early Hints)
 * asks for them before it has parsed a byte of the page. Null in the browser and in tests.
 */
export const PreloadHintsContext = createContext<Map<string, PreloadHint> | null>(null)

/** A main image by its URL: with a srcset, the browser preloads the copy it would pick. */
export interface PreloadHint {
  srcset?: string
  sizes?: string
}
