import type { CaseStudySummary } from '../../cms/operations/case-studies'
import { cmsImage, Picture } from './Picture'

/** A case study as a card linking to its page: image, first tags and title. */
export function CaseStudyCard({
  cs,
  headingLevel = 3,
  tagCount = 3,
}: {
  cs: CaseStudySummary
  headingLevel?: 2 | 3
  /** How many of its tags the card shows. */
  tagCount?: number
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <a className="case-card" href={`/case-studies/${cs.slug}`}>
      <Picture image={cmsImage(cs.featuredImage, 1200, 800)} />
      <span className="case-tags">{cs.tags.slice(0, tagCount).join(' · ')}</span>
      <Heading className="case-title">{cs.title}</Heading>
    </a>
  )
}
