import type { BlockProps } from '../define-block'
import { SiteForm } from '../ui/forms/SiteForm'
import { Section } from '../ui/Section'
import type { ServiceInnerContactAttrs } from './schema'

/** The services contact form section. */
export function ServiceInnerContact({ id, attrs }: BlockProps<ServiceInnerContactAttrs, null>) {
  return (
    <Section
      id={id}
      anchor={attrs.anchor}
      title={attrs.title}
      intro={attrs.text}
      className="section-contact section-alt"
    >
      <SiteForm
        kind="services-contact"
        buttonText="Send message"
        modalTitle="Let's talk"
        enabled={attrs.formId > 0}
      />
    </Section>
  )
}
