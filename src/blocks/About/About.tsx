import type { BlockProps } from '../define-block'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { AboutAttrs } from './schema'
import { halfOnDesktop } from '../ui/breakpoints'

/** Company introduction; `data` is the sanitised text. */
export function About({ id, attrs, data }: BlockProps<AboutAttrs, string>) {
  return (
    <Section id={id} title={attrs.title} className="section-split">
      <div className="split">
        <div>
          <div className="prose-inline" dangerouslySetInnerHTML={{ __html: data }} />
          {attrs.linkText && attrs.linkHref && (
            <a className="btn btn-secondary" href={attrs.linkHref}>
              {attrs.linkText}
            </a>
          )}
        </div>
        <Picture image={attrs.image} className="rounded" sizes={halfOnDesktop()} />
      </div>
    </Section>
  )
}
