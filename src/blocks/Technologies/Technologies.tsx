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
}: BlockProps<TechnologiesAttrs, Omit<TechnologyGridProps, 'anchor'>>) {
  const props: TechnologyGridProps = { ...data, anchor: id }
  return (
    <Section id={id} anchor={id} title={attrs.title} className="section-technologies">
      <Island name="technology-grid" props={props}>
        <TechnologyGrid {...props} />
      </Island>
    </Section>
  )
}
