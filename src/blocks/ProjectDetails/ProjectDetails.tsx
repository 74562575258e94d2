import type { BlockProps } from '../define-block'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { ProjectDetailsAttrs } from './schema'

/** Sections with an image or a looping muted video. */
export function ProjectDetails({ id, attrs }: BlockProps<ProjectDetailsAttrs, null>) {
  return (
    <div className="project-details">
      {attrs.sections.map((s, i) => (
        <Section
          key={s.id}
          id={`${id}-${s.id}`}
          title={s.title}
          className={i % 2 ? 'section-split section-alt' : 'section-split'}
        >
          <div className="split">
            <p className="lead">{s.text}</p>
            {s.video ? (
              <video
                className="rounded"
                src={s.video}
                muted
                loop
                playsInline
                preload="metadata"
                data-autoplay=""
              />
            ) : (
              <Picture
                image={s.image}
                className="rounded"
                sizes="(min-width: 1024px) 50vw, 100vw"
              />
            )}
          </div>
        </Section>
      ))}
    </div>
  )
}
