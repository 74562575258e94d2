/** Every island of the site, and the props each takes: declared once, in src/client/islands.ts. */
export type { IslandName, IslandPropsOf } from '../../client/islands'

/**
 * How soon an island hydrates: when it nears the viewport, or when the browser is idle. React islands
 * and heavy ones wait, either way, until the visitor engages with the page (src/client/schedule.ts).
 */
export type HydrateWhen = 'visible' | 'idle'
