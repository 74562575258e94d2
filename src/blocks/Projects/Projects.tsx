import type { Project } from '../../cms/operations/lists'
import type { BlockProps } from '../define-block'
import { Carousel } from '../ui/carousel/Carousel'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { ProjectsAttrs } from './schema'
import { CardText } from '../ui/CardText'

/** 'Our projects' carousel with the 'View our work' link. */
export function Projects({ id, attrs, data }: BlockProps<ProjectsAttrs, Project[]>) {
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
        perView={{ 0: 1, 768: 2, 1366: 3, 1920: 4 }}
        slides={data.map((p) => ({
          key: String(p.databaseId),
          node: (
            <a className="project-card" href={`/case-studies/${p.slug ?? ''}`}>
              <Picture image={cmsImage(p.featuredImage, 1200, 800)} />
              <span className="project-tag">{p.tags[0]}</span>
              <CardText className="project-title" text={p.title} />
            </a>
          ),
        }))}
      />
    </Section>
  )
}
