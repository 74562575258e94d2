import { VacancyList, type VacancyListProps } from './VacancyList'

export default function VacancyListIsland(props: VacancyListProps) {
  return <VacancyList {...props} live />
}
