import type { BlockProps } from '../define-block'
import { Island } from '../ui/Island'
import { Section } from '../ui/Section'
import { useSite } from '../ui/shell/site'
import type { VacancyListAttrs } from './schema'
import { VacancyList, type VacancyListProps } from './VacancyList'

/** The open positions section around the vacancy list island. */
export function Vacancies({ id, attrs, data }: BlockProps<VacancyListAttrs, VacancyListProps>) {
  const props = { ...data, contactEmail: useSite().careersEmail }
  return (
    <Section id={id} title={attrs.title} anchor="positions">
      <Island name="vacancy-list" props={props} when="idle">
        <VacancyList {...props} />
      </Island>
    </Section>
  )
}
