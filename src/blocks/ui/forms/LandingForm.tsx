import { Island } from '../Island'
import { useFormUid, type WithUid } from './form-uid'
import { FormFields } from './FormFields'
import { FormHeading, FormShell, SubmitRow } from './FormParts'
import { ResultModal } from './ResultModal'
import { useSiteForm } from './use-site-form'

export interface LandingFormProps {
  /** The form's title ('Get a free consultation' by default). */
  heading?: string
  /** False when the surrounding block renders the title itself. */
  showHeading?: boolean
  buttonText?: string
  modalTitle?: 'Contact Us' | "Let's talk"
  enabled?: boolean
  referencePage?: string
}

/** The short consultation form of the landing hero: names, email, consent, captcha. */
export function LandingForm(props: LandingFormProps) {
  const uid = useFormUid()
  return (
    <Island name="landing-form" props={{ ...props, uid }} className="form-island">
      <LandingFormView {...props} uid={uid} />
    </Island>
  )
}

export function LandingFormView({
  uid,
  heading = 'Get a free consultation',
  showHeading = true,
  buttonText = 'Book my consultation',
  modalTitle = 'Contact Us',
  enabled = true,
  referencePage,
}: WithUid<LandingFormProps>) {
  const form = useSiteForm('landing')
  const headingId = showHeading && heading ? `${uid}-heading` : undefined
  return (
    <>
      <FormHeading id={headingId} text={showHeading ? heading : undefined} />
      <FormShell
        kind="landing"
        form={form}
        uid={uid}
        referencePage={referencePage}
        labelledBy={headingId}
      >
        <div className="form-grid">
          <FormFields
            uid={uid}
            form={form}
            fields={['firstName', 'lastName', 'email', 'termsAccepted']}
          />
        </div>
        <FormFields uid={uid} form={form} fields={['captcha']} />
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
