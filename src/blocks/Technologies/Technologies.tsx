import type { BlockProps } from '../define-block'
import { Island } from '../ui/Island'
import { Section } from '../ui/Section'
import type { TechnologiesAttrs } from './schema'
import { TechnologyGrid, type TechnologyGridProps } from './TechnologyGrid'

/** The technologies section around the filterable grid island. */
export function Technologies({
  id,
  attrs,
  data,
}: BlockProps<TechnologiesAttrs, TechnologyGridProps>) {
  return (
    <Section id={id} title={attrs.title} className="section-technologies">
      <Island name="technology-grid" props={data}>
        <TechnologyGrid {...data} />
      </Island>
    </Section>
  )
}
