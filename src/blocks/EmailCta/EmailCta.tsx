import type { BlockProps } from '../define-block'
import { SiteForm } from '../ui/forms/SiteForm'
import { Section } from '../ui/Section'
import type { InlineFormAttrs } from './schema'

/** An email call to action; on success the form is replaced by the confirm message. */
export function EmailCta({ id, attrs }: BlockProps<InlineFormAttrs, null>) {
  return (
    <Section id={id} title={attrs.title} intro={attrs.text} className="section-inline-form">
      <SiteForm
        kind="email-cta"
        resultStyle="replace"
        buttonText={attrs.buttonText ?? 'Send'}
        placeholder={attrs.placeholder}
        confirmMessage={attrs.confirmMessage}
        enabled={attrs.formId > 0}
      />
    </Section>
  )
}
