/** Every island of the site; `src/client/islands.ts` maps each name to its lazily loaded chunk. */
export type IslandName =
  | 'typed-text'
  | 'carousel-controls'
  | 'reveal-more'
  | 'filter-controls'
  | 'form'
  | 'page-select'
  | 'tag-filter'
  | 'copy-link'
  | 'vacancy-filters'
  | 'vacancy-list'
  | 'service-lottie'
  | 'offices-map'
  | 'technology-grid'
  | 'count-up'
  | 'loop-video'

/**
 * How soon an island hydrates: when it nears the viewport, or when the browser is idle. React islands
 * and heavy ones wait, either way, until the visitor engages with the page (src/client/schedule.ts).
 */
export type HydrateWhen = 'visible' | 'idle'
