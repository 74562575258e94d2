import type { CaseStudySummary } from '../../cms/operations/case-studies'
import { ROUTES } from '../../routes/route-map'
import { cmsImage, Picture } from './Picture'
import { CardText } from './CardText'

/** One of six cover colours, the same for a study on every page. */
function hueOf(slug: string): number {
  let sum = 0
  for (const ch of slug) sum = (sum * 31 + (ch.codePointAt(0) ?? 0)) % 9973
  return sum % 6
}

/** A case study as a card linking to its page: image, first tags and title. */
export function CaseStudyCard({
  cs,
  headingLevel = 3,
  tagCount = 3,
  priority = false,
}: {
  cs: CaseStudySummary
  headingLevel?: 2 | 3
  /** How many of its tags the card shows. */
  tagCount?: number
  /** The card's image is above the fold (the first of a list that opens the page). */
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const image = cmsImage(cs.featuredImage, 1200, 800)
  return (
    <a className="case-card" href={ROUTES.caseStudy.path(cs.slug)}>
      {image ? (
        <Picture image={image} priority={priority} />
      ) : (
        // No featured image: a drawn cover of the same size with the study's first tag.
        <span className="case-cover" aria-hidden="true" data-hue={hueOf(cs.slug)}>
          <span className="case-cover-tag">{cs.tags[0] ?? ''}</span>
        </span>
      )}
      <span className="case-tags">{cs.tags.slice(0, tagCount).join(' · ')}</span>
      <CardText as={Heading} className="case-title" text={cs.title} />
    </a>
  )
}
