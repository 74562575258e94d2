import { ROUTES } from '../../routes/route-map'
import type { BlockProps } from '../define-block'
import { HeroImage } from '../ui/Picture'
import type { ProjectHeadingAttrs } from './schema'
import { headingText } from '../ui/HeadingText'

/** The case study's h1, client, summary, tag links and cover image. */
export function ProjectHeading({ attrs }: BlockProps<ProjectHeadingAttrs, null>) {
  return (
    <section className="hero project-heading">
      <div className="container hero-grid">
        <div className="hero-copy">
          {attrs.client && <p className="eyebrow">{attrs.client}</p>}
          <h1>{headingText(attrs.title)}</h1>
          {attrs.summary && <p className="hero-text">{attrs.summary}</p>}
          <ul className="tag-chips" aria-label="Tags">
            {attrs.tags.map((tag) => (
              <li key={tag}>
                <a href={ROUTES.caseStudy.listHref({ category: tag })}>{tag}</a>
              </li>
            ))}
          </ul>
        </div>
        <HeroImage image={attrs.image} />
      </div>
    </section>
  )
}
