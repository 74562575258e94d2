import type { ComponentType } from 'react'
import type { IslandName } from '../blocks/ui/island-names'

type IslandModule = { default: ComponentType<never> }

/** One lazily loaded chunk per island (esbuild splits each dynamic import into its own file). */
export const islandLoaders = {
  'typed-text': () => import('../blocks/ui/TypedText.island'),
  'carousel-controls': () => import('../blocks/ui/carousel/CarouselControls.island'),
  'reveal-more': () => import('../blocks/ui/RevealMore.island'),
  'filter-controls': () => import('../blocks/ui/filter/FilterControls.island'),
  form: () => import('../blocks/ui/forms/Form.island'),
  'page-select': () => import('../blocks/Portfolio/PageSelect.island'),
  'tag-filter': () => import('../blocks/Portfolio/TagFilter.island'),
  'copy-link': () => import('../blocks/Share/CopyLink.island'),
  'vacancy-filters': () => import('../blocks/CareerHero/VacancyFilters.island'),
  'vacancy-list': () => import('../blocks/VacancyList/VacancyList.island'),
  'service-lottie': () => import('../blocks/ServiceHero/ServiceLottie.island'),
  'offices-map': () => import('../blocks/Offices/OfficesMap.island'),
  'technology-grid': () => import('../blocks/Technologies/TechnologyGrid.island'),
  'count-up': () => import('../blocks/Figures/CountUp.island'),
  'loop-video': () => import('../blocks/ProjectDetails/LoopVideo.island'),
} satisfies Record<IslandName, () => Promise<IslandModule>>

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name)
}
