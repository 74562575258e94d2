import type { BlockProps } from '../define-block'
import { Island } from '../ui/Island'
import { Picture } from '../ui/Picture'
import { LoopVideo } from './LoopVideo'
import { Section } from '../ui/Section'
import type { ProjectDetailsAttrs } from './schema'
import { halfOnDesktop } from '../ui/breakpoints'

/** Sections with an image or a looping muted video (started by its island unless motion is reduced). */
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
              <Island name="loop-video" props={{}}>
                <LoopVideo
                  src={s.video}
                  poster={s.image?.url}
                  width={s.image?.width}
                  height={s.image?.height}
                  label={s.title}
                />
              </Island>
            ) : (
              <Picture image={s.image} className="rounded" sizes={halfOnDesktop()} />
            )}
          </div>
        </Section>
      ))}
    </div>
  )
}
