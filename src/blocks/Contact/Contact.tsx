import type { FormRules } from '../../forms/rules'
import type { BlockProps } from '../define-block'
import type { ModalTitle } from '../ui/forms/form-kinds'
import { Form } from '../ui/forms/Form'
import { EmailText } from '../ui/EmailText'
import { OutlineIcon } from '../ui/icons'
import { Section } from '../ui/Section'
import { useSite } from '../ui/shell/site'
import { telHref } from '../ui/tel-href'

/** What the contact sections have in common (custom/contact, custom/service-inner-contact). */
export interface ContactSectionAttrs {
  anchor: string
  title: string
  text?: string
  formId: number
  modalTitle?: ModalTitle
  interests?: string[]
}

/**
 * The company's e-mail address and phone beside the form, for a visitor who would rather write or
 * call: on wide screens they stand under the heading, in the column the form leaves.
 */
function ContactFacts() {
  const { email, phone } = useSite()
  if (!email && !phone) return null
  return (
    <div className="contact-facts">
      <h3>Prefer to write or call?</h3>
      <ul>
        {email && (
          <li>
            <OutlineIcon name="mail" className="contact-fact-icon" />
            <a href={`mailto:${email}`}>
              <EmailText email={email} />
            </a>
          </li>
        )}
        {phone && (
          <li>
            <OutlineIcon name="phone" className="contact-fact-icon" />
            <a href={telHref(phone)}>{phone}</a>
          </li>
        )}
      </ul>
    </div>
  )
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
        <ContactFacts />
      </Section>
    )
  }
}

/** The contact form section (result modal 'Contact Us' or the configured title). */
export const Contact = contactSection('contact')
