import type { CaseStudySummary } from '../../cms/operations/case-studies'
import type { BlockProps } from '../define-block'
import { CarouselSection } from '../ui/carousel/CarouselSection'
import { CaseStudyCard } from '../ui/CaseStudyCard'
import type { OtherCaseStudiesAttrs } from './schema'

/** Other case studies in a carousel, with 'View All'. */
export function OtherCaseStudies({
  id,
  attrs,
  data,
}: BlockProps<OtherCaseStudiesAttrs, CaseStudySummary[]>) {
  return (
    <CarouselSection
      id={id}
      title={attrs.title}
      link={{ href: attrs.linkHref, text: attrs.linkText }}
      perView={{ 0: 1, 481: 2, 1366: 3 }}
      slides={data.map((cs) => ({ key: String(cs.databaseId), node: <CaseStudyCard cs={cs} /> }))}
    />
  )
}
