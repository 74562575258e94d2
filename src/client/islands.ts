import type { ReactNode } from 'react'

/** Started only once the visitor engages with the page (src/client/schedule.ts). */
interface Waits {
  waitsForVisitor: boolean
}
/** A React component taking `P`, hydrated over the markup the server rendered with the same `P`. */
export interface ReactIsland<P> extends Waits {
  plain: false
  load: () => Promise<{ default: (props: P) => ReactNode }>
}
/** A module that mounts on the server's markup as it is, without React, given `P`. */
export interface PlainIsland<P> extends Waits {
  plain: true
  load: () => Promise<{ mount: (root: HTMLElement, props: P) => void }>
}
export type IslandLoader = ReactIsland<never> | PlainIsland<never>

/** A React component, hydrated with React's chunk: it waits for the visitor. */
const react = <P>(load: ReactIsland<P>['load']): ReactIsland<P> => ({
  plain: false,
  load,
  waitsForVisitor: true,
})
/**
 * A module that mounts on the server's markup as it is, without React; a heavy one (a player of
 * tens of kilobytes) waits for the visitor like React does.
 */
const plain = <P>(
  load: PlainIsland<P>['load'],
  { heavy = false }: { heavy?: boolean } = {},
): PlainIsland<P> => ({ plain: true, load, waitsForVisitor: heavy })

/**
 * Every island, declared once: its name, its lazily loaded chunk (esbuild splits each dynamic
 * import into its own file) and so its props, which are what the chunk's component or `mount`
 * takes. The server's marker (src/blocks/ui/Island.tsx) reads names and props from here as types
 * only, so a renamed island or a prop of the wrong type is a type error, and no chunk reaches the
 * Worker. The service hero's animation needs no React: a service page whose first screen holds
 * only the hero loads nothing but the animation player.
 */
export const islandLoaders = {
  'typed-text': plain(() => import('../blocks/ui/TypedText.mount')),
  'carousel-controls': react(() => import('../blocks/ui/carousel/CarouselControls.island')),
  'reveal-more': react(() => import('../blocks/ui/RevealMore.island')),
  'filter-controls': react(() => import('../blocks/ui/filter/FilterControls.island')),
  form: react(() => import('../blocks/ui/forms/Form.island')),
  'page-select': react(() => import('../blocks/Portfolio/PageSelect.island')),
  'tag-filter': plain(() => import('../blocks/Portfolio/TagFilter.mount')),
  'copy-link': react(() => import('../blocks/Share/CopyLink.island')),
  'vacancy-filters': react(() => import('../blocks/CareerHero/VacancyFilters.island')),
  'vacancy-list': react(() => import('../blocks/VacancyList/VacancyList.island')),
  'service-lottie': plain(() => import('../blocks/ServiceHero/ServiceLottie.mount'), {
    heavy: true,
  }),
  'offices-map': react(() => import('../blocks/Offices/OfficesMap.island')),
  'technology-grid': react(() => import('../blocks/Technologies/TechnologyGrid.island')),
  'count-up': plain(() => import('../blocks/Figures/CountUp.mount')),
  // It reads the video from the markup: nothing to send.
  'loop-video': plain<Record<string, never>>(
    () => import('../blocks/ProjectDetails/LoopVideo.mount'),
  ),
} satisfies Record<string, IslandLoader>

/** Every island of the site. */
export type IslandName = keyof typeof islandLoaders

/** The props island `N` is rendered and hydrated with (serialised as JSON in between). */
export type IslandPropsOf<N extends IslandName> =
  (typeof islandLoaders)[N] extends ReactIsland<infer P>
    ? P
    : (typeof islandLoaders)[N] extends PlainIsland<infer P>
      ? P
      : never

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name)
}
