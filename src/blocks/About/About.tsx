import type { BlockProps } from '../define-block'
import { Picture } from '../ui/Picture'
import { SplitSection } from '../ui/SplitSection'
import type { AboutAttrs } from './schema'
import { halfOnDesktop } from '../ui/breakpoints'

/** Company introduction; `data` is the sanitised text. */
export function About({ id, attrs, data }: BlockProps<AboutAttrs, string>) {
  return (
    <SplitSection
      id={id}
      title={attrs.title}
      picture={<Picture image={attrs.image} className="rounded" sizes={halfOnDesktop()} />}
    >
      <div className="prose-inline" dangerouslySetInnerHTML={{ __html: data }} />
      {attrs.linkText && attrs.linkHref && (
        <a className="btn btn-secondary" href={attrs.linkHref}>
          {attrs.linkText}
        </a>
      )}
    </SplitSection>
  )
}
