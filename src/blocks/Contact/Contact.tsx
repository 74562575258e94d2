import type { BlockProps } from '../define-block'
import { SiteForm } from '../ui/forms/SiteForm'
import { Section } from '../ui/Section'
import type { ContactAttrs } from './schema'

/** The contact form section (the `#contact` anchor of hero calls to action). */
export function Contact({ id, attrs }: BlockProps<ContactAttrs, null>) {
  return (
    <Section
      id={id}
      anchor={attrs.anchor}
      title={attrs.title}
      intro={attrs.text}
      className="section-contact section-alt"
    >
      <SiteForm
        kind="contact"
        buttonText="Send message"
        modalTitle={attrs.modalTitle}
        enabled={attrs.formId > 0}
      />
    </Section>
  )
}
