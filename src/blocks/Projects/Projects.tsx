import type { Project } from '../../cms/operations/lists'
import { ROUTES } from '../../routes/route-map'
import type { BlockProps } from '../define-block'
import { CarouselSection } from '../ui/carousel/CarouselSection'
import { cmsImage, Picture } from '../ui/Picture'
import { CardText } from '../ui/CardText'
import type { ProjectsAttrs } from './schema'

/** 'Our projects' carousel with the 'View our work' link. */
export function Projects({ id, attrs, data }: BlockProps<ProjectsAttrs, Project[]>) {
  return (
    <CarouselSection
      id={id}
      title={attrs.title}
      link={{ href: attrs.linkHref, text: attrs.linkText }}
      perView={{ 0: 1, 768: 2, 1366: 3, 1920: 4 }}
      slides={data.map((p) => ({
        key: String(p.databaseId),
        node: (
          <a
            className="project-card"
            href={p.slug ? ROUTES.caseStudy.path(p.slug) : ROUTES.caseStudy.listPath}
          >
            <Picture image={cmsImage(p.featuredImage, 1200, 800)} />
            <span className="project-tag">{p.tags[0]}</span>
            <CardText heading className="project-title" text={p.title} />
          </a>
        ),
      }))}
    />
  )
}
