import type { CaseStudySummary } from '../../cms/operations/case-studies'
import type { BlockProps } from '../define-block'
import { CaseStudyCard } from '../ui/CaseStudyCard'
import { Section } from '../ui/Section'
import type { LatestProjectsAttrs } from './schema'

/** The newest case studies as cards with their first tag. */
export function LatestProjects({
  id,
  attrs,
  data,
}: BlockProps<LatestProjectsAttrs, CaseStudySummary[]>) {
  return (
    <Section id={id} title={attrs.title}>
      <ul className="latest-grid">
        {data.map((cs) => (
          <li key={cs.databaseId}>
            <CaseStudyCard cs={cs} tagCount={1} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
