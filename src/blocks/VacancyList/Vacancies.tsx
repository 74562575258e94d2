import type { BlockProps } from '../define-block'
import { Island } from '../ui/Island'
import { Section } from '../ui/Section'
import type { VacancyListAttrs } from './schema'
import { VacancyList, type VacancyListProps } from './VacancyList'

/** The open positions section around the vacancy list island. */
export function Vacancies({ id, attrs, data }: BlockProps<VacancyListAttrs, VacancyListProps>) {
  return (
    <Section id={id} title={attrs.title} anchor="positions">
      <Island name="vacancy-list" props={data} when="idle">
        <VacancyList {...data} />
      </Island>
    </Section>
  )
}
