import type { BlockProps } from '../define-block'
import type { InlineFormAttrs } from '../EmailCta/schema'
import { SiteForm } from '../ui/forms/SiteForm'
import { Section } from '../ui/Section'

/** The blog subscription form section. */
export function Subscribe({ id, attrs }: BlockProps<InlineFormAttrs, null>) {
  return (
    <Section
      id={id}
      title={attrs.title}
      intro={attrs.text}
      className="section-inline-form section-alt"
    >
      <SiteForm
        kind="subscribe"
        resultStyle="replace"
        buttonText={attrs.buttonText ?? 'Subscribe'}
        placeholder={attrs.placeholder}
        confirmMessage={attrs.confirmMessage}
        enabled={attrs.formId > 0}
      />
    </Section>
  )
}
