import type { ComponentType } from 'react'
import type { IslandName } from '../blocks/ui/island-names'

type ReactIslandModule = { default: ComponentType<never> }
type PlainIslandModule = { mount: (root: HTMLElement, props: never) => void }

export type IslandLoader = (
  | { plain: false; load: () => Promise<ReactIslandModule> }
  | { plain: true; load: () => Promise<PlainIslandModule> }
) & {
  /** Started only once the visitor engages with the page (src/client/schedule.ts). */
  waitsForVisitor: boolean
}

/** A React component, hydrated with React's chunk: it waits for the visitor. */
const react = (load: () => Promise<ReactIslandModule>): IslandLoader => ({
  plain: false,
  load,
  waitsForVisitor: true,
})
/**
 * A module that mounts on the server's markup as it is, without React; a heavy one (a player of
 * tens of kilobytes) waits for the visitor like React does.
 */
const plain = (
  load: () => Promise<PlainIslandModule>,
  { heavy = false }: { heavy?: boolean } = {},
): IslandLoader => ({ plain: true, load, waitsForVisitor: heavy })

/**
 * One lazily loaded chunk per island (esbuild splits each dynamic import into its own file). The
 * service hero's animation needs no React: a service page whose first screen holds only the hero
 * loads nothing but the animation player.
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
  'loop-video': plain(() => import('../blocks/ProjectDetails/LoopVideo.mount')),
} satisfies Record<IslandName, IslandLoader>

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name)
}
