import { VacancyFilters, type VacancyFiltersProps } from './VacancyFilters'

export default function VacancyFiltersIsland(props: VacancyFiltersProps) {
  return <VacancyFilters {...props} live />
}
