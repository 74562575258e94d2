import { Island } from '../Island'
import { EmailField, MessageField, TermsField, TextField } from './fields'
import { useFormUid, type WithUid } from './form-uid'
import { FormShell, SubmitRow } from './FormParts'
import { ResultModal } from './ResultModal'
import { useSiteForm } from './use-site-form'

export interface ServicesContactFormProps {
  heading?: string
  buttonText?: string
  /** Title of the result modal ('Let's talk' by default on service pages). */
  modalTitle?: 'Contact Us' | "Let's talk"
  enabled?: boolean
  referencePage?: string
}

/** The contact form of service pages: names, email, company, message, consent (no captcha). */
export function ServicesContactForm(props: ServicesContactFormProps) {
  const uid = useFormUid()
  return (
    <Island name="services-contact-form" props={{ ...props, uid }} className="form-island">
      <ServicesContactFormView {...props} uid={uid} />
    </Island>
  )
}

export function ServicesContactFormView({
  uid,
  heading,
  buttonText = 'Send message',
  modalTitle = "Let's talk",
  enabled = true,
  referencePage,
}: WithUid<ServicesContactFormProps>) {
  const form = useSiteForm('services-contact')
  const { errors, clearError } = form
  const headingId = heading ? `${uid}-heading` : undefined
  return (
    <>
      {heading && (
        <h2 id={headingId} className="form-heading">
          {heading}
        </h2>
      )}
      <FormShell
        kind="services-contact"
        form={form}
        uid={uid}
        referencePage={referencePage}
        labelledBy={headingId}
      >
        <div className="form-grid">
          <TextField
            uid={uid}
            name="firstName"
            autoComplete="given-name"
            required
            error={errors.firstName}
            onEdit={clearError}
          />
          <TextField
            uid={uid}
            name="lastName"
            autoComplete="family-name"
            required
            error={errors.lastName}
            onEdit={clearError}
          />
          <EmailField uid={uid} error={errors.email} onEdit={clearError} />
          <TextField
            uid={uid}
            name="company"
            autoComplete="organization"
            error={errors.company}
            onEdit={clearError}
          />
          <MessageField uid={uid} error={errors.message} onEdit={clearError} />
          <TermsField uid={uid} error={errors.termsAccepted} onEdit={clearError} />
        </div>
        <SubmitRow form={form} text={buttonText} enabled={enabled} />
      </FormShell>
      {form.result && (
        <ResultModal
          uid={uid}
          title={modalTitle}
          result={form.result}
          onClose={form.dismissResult}
        />
      )}
    </>
  )
}
