import type { CaseStudySummary } from '../../cms/operations/case-studies'
import type { BlockProps } from '../define-block'
import { Carousel } from '../ui/carousel/Carousel'
import { CaseStudyCard } from '../ui/CaseStudyCard'
import { Section } from '../ui/Section'
import type { OtherCaseStudiesAttrs } from './schema'

/** Other case studies in a carousel, with 'View All'. */
export function OtherCaseStudies({
  id,
  attrs,
  data,
}: BlockProps<OtherCaseStudiesAttrs, CaseStudySummary[]>) {
  return (
    <Section
      id={id}
      title={attrs.title}
      action={
        <a className="btn btn-secondary" href={attrs.linkHref}>
          {attrs.linkText}
        </a>
      }
    >
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 481: 2, 1366: 3 }}
        slides={data.map((cs) => ({ key: String(cs.databaseId), node: <CaseStudyCard cs={cs} /> }))}
      />
    </Section>
  )
}
