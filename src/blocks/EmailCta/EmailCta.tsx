import type { FormRules } from '../../forms/rules'
import type { BlockProps } from '../define-block'
import { Form } from '../ui/forms/Form'
import { Section } from '../ui/Section'
import type { InlineFormAttrs } from './schema'

/** A section with a one-field email form of a kind; on success the confirm message replaces it. */
export function emailFormSection(kind: 'email-cta' | 'subscribe', className: string) {
  return function EmailFormSection({
    id,
    attrs,
    data,
  }: BlockProps<InlineFormAttrs, FormRules | null>) {
    return (
      <Section id={id} title={attrs.title} intro={attrs.text} className={className}>
        <Form
          kind={kind}
          buttonText={attrs.buttonText}
          placeholder={attrs.placeholder}
          confirmMessage={attrs.confirmMessage}
          enabled={attrs.formId > 0}
          rules={data ?? undefined}
        />
      </Section>
    )
  }
}

/** An email call to action; on success the form is replaced by the confirm message. */
export const EmailCta = emailFormSection('email-cta', 'section-inline-form')
