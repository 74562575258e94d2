import type { FormRules } from '../../forms/rules'
import type { BlockProps } from '../define-block'
import type { ModalTitle } from '../ui/forms/form-kinds'
import { Form } from '../ui/forms/Form'
import { Section } from '../ui/Section'

/** What the contact sections have in common (custom/contact, custom/service-inner-contact). */
export interface ContactSectionAttrs {
  anchor: string
  title: string
  text?: string
  formId: number
  modalTitle?: ModalTitle
  interests?: string[]
}

/** A contact form section of a form kind: the `#contact` anchor of hero calls to action. */
export function contactSection(kind: 'contact' | 'services-contact') {
  return function ContactSection({
    id,
    attrs,
    data,
  }: BlockProps<ContactSectionAttrs, FormRules | null>) {
    return (
      <Section
        id={id}
        anchor={attrs.anchor}
        title={attrs.title}
        intro={attrs.text}
        className="section-contact section-alt"
      >
        <Form
          kind={kind}
          modalTitle={attrs.modalTitle}
          interests={attrs.interests}
          rules={data ?? undefined}
          enabled={attrs.formId > 0}
        />
      </Section>
    )
  }
}

/** The contact form section (result modal 'Contact Us' or the configured title). */
export const Contact = contactSection('contact')
