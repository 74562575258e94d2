import type { ContentLoaders } from '../cms/loaders'

/** What a block's loader and component may know about the request. */
export interface BlockContext {
  cms: ContentLoaders
  url: URL
  isDev: boolean
  log: (message: string) => void
  /** A block could not show what it should (its loader failed): the page is served, never cached. */
  fail?: (reason: string) => void
  /** Sanitises CMS HTML (server only). */
  sanitize: (html: string) => Promise<string>
  /** A raster tile URL template for maps (production); undefined draws the offline basemap. */
  mapTileUrl?: string
}
