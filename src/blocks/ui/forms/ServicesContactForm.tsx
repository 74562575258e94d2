import { Island } from '../Island'
import { useFormUid, type WithUid } from './form-uid'
import { FormFields } from './FormFields'
import { FormHeading, FormShell, SubmitRow } from './FormParts'
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
  const headingId = heading ? `${uid}-heading` : undefined
  return (
    <>
      <FormHeading id={headingId} text={heading} />
      <FormShell
        kind="services-contact"
        form={form}
        uid={uid}
        referencePage={referencePage}
        labelledBy={headingId}
      >
        <div className="form-grid">
          <FormFields
            uid={uid}
            form={form}
            fields={['firstName', 'lastName', 'email', 'company', 'message', 'termsAccepted']}
          />
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
