import type { ComponentType } from 'react'
import type { IslandName } from '../blocks/ui/island-names'

type ReactIslandModule = { default: ComponentType<never> }
type PlainIslandModule = { mount: (root: HTMLElement, props: never) => void }

export type IslandLoader =
  | { plain: false; load: () => Promise<ReactIslandModule> }
  | { plain: true; load: () => Promise<PlainIslandModule> }

/** A React component, hydrated with React's chunk. */
const react = (load: () => Promise<ReactIslandModule>): IslandLoader => ({ plain: false, load })
/** A module that mounts on the server's markup as it is, without React. */
const plain = (load: () => Promise<PlainIslandModule>): IslandLoader => ({ plain: true, load })

/**
 * One lazily loaded chunk per island (esbuild splits each dynamic import into its own file). The
 * service hero's animation needs no React: a service page whose first screen holds only the hero
 * loads nothing but the animation player.
 */
export const islandLoaders = {
  'typed-text': react(() => import('../blocks/ui/TypedText.island')),
  'carousel-controls': react(() => import('../blocks/ui/carousel/CarouselControls.island')),
  'reveal-more': react(() => import('../blocks/ui/RevealMore.island')),
  'filter-controls': react(() => import('../blocks/ui/filter/FilterControls.island')),
  form: react(() => import('../blocks/ui/forms/Form.island')),
  'page-select': react(() => import('../blocks/Portfolio/PageSelect.island')),
  'tag-filter': react(() => import('../blocks/Portfolio/TagFilter.island')),
  'copy-link': react(() => import('../blocks/Share/CopyLink.island')),
  'vacancy-filters': react(() => import('../blocks/CareerHero/VacancyFilters.island')),
  'vacancy-list': react(() => import('../blocks/VacancyList/VacancyList.island')),
  'service-lottie': plain(() => import('../blocks/ServiceHero/ServiceLottie.mount')),
  'offices-map': react(() => import('../blocks/Offices/OfficesMap.island')),
  'technology-grid': react(() => import('../blocks/Technologies/TechnologyGrid.island')),
  'count-up': react(() => import('../blocks/Figures/CountUp.island')),
  'loop-video': react(() => import('../blocks/ProjectDetails/LoopVideo.island')),
} satisfies Record<IslandName, IslandLoader>

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name)
}
