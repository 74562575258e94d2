import { createContext } from 'react'

/**
 * Collects, while a page renders on the server, the names of the islands it holds: the page's
 * inline styles keep the classes their scripts can add (worker/render/site-styles.ts) without
 * reading the markup for them once more. Null in the browser and in tests.
 */
export const RenderedIslandsContext = createContext<Set<string> | null>(null)
