import type { FormKind } from '../../../forms/schemas'
import { usePageInfo } from '../page-info'
import { ContactForm } from './ContactForm'
import { EmailCtaForm } from './EmailCtaForm'
import { LandingForm } from './LandingForm'
import { ServiceForm } from './ServiceForm'
import { ServicesContactForm } from './ServicesContactForm'
import { SubscribeForm } from './SubscribeForm'
import { UnsubscribeForm } from './UnsubscribeForm'

/** The props blocks written against the first, single-island form pass. */
export interface SiteFormProps {
  kind: FormKind
  buttonText?: string
  placeholder?: string
  confirmMessage?: string
  modalTitle?: 'Contact Us' | "Let's talk"
  /** Ignored: each form knows where its result shows. */
  resultStyle?: 'modal' | 'replace' | 'inline'
  enabled?: boolean
  /** `vacancy`, `service` and `reference_page` (default: the page's title) are understood. */
  hidden?: Record<string, string>
  /** `email` prefills the unsubscribe form. */
  defaults?: Record<string, string>
}

/**
 * Renders the named form component of a kind (each its own island). New code should use the named
 * components (ContactForm, LandingForm, …) directly.
 */
export function SiteForm({
  kind,
  buttonText,
  placeholder,
  confirmMessage,
  modalTitle,
  enabled,
  hidden = {},
  defaults = {},
}: SiteFormProps) {
  const page = usePageInfo()
  // CF7's reference_page: the page's title, unless the block names another (a vacancy).
  const referencePage = hidden.reference_page ?? (page.title || undefined)
  const common = { buttonText, enabled, referencePage }
  switch (kind) {
    case 'contact':
      return <ContactForm {...common} modalTitle={modalTitle} />
    case 'application':
      return <ContactForm {...common} modalTitle={modalTitle} vacancy={hidden.vacancy ?? ''} />
    case 'landing':
      return <LandingForm {...common} modalTitle={modalTitle} showHeading={false} />
    case 'services-contact':
      return <ServicesContactForm {...common} modalTitle={modalTitle} />
    case 'service':
      return <ServiceForm {...common} service={hidden.service ?? ''} />
    case 'email-cta':
      return <EmailCtaForm {...common} placeholder={placeholder} confirmMessage={confirmMessage} />
    case 'subscribe':
      return <SubscribeForm {...common} placeholder={placeholder} confirmMessage={confirmMessage} />
    case 'unsubscribe':
      return (
        <UnsubscribeForm
          buttonText={buttonText}
          placeholder={placeholder}
          defaultEmail={defaults.email}
        />
      )
  }
}
