import { Island } from '../Island'
import { Captcha } from './Captcha'
import { EmailField, TermsField, TextField } from './fields'
import { useFormUid, type WithUid } from './form-uid'
import { FormShell, SubmitRow } from './FormParts'
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
  const { errors, clearError } = form
  const headingId = `${uid}-heading`
  return (
    <>
      {showHeading && (
        <h2 id={headingId} className="form-heading">
          {heading}
        </h2>
      )}
      <FormShell
        kind="landing"
        form={form}
        uid={uid}
        referencePage={referencePage}
        labelledBy={showHeading ? headingId : undefined}
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
          <TermsField uid={uid} error={errors.termsAccepted} onEdit={clearError} />
        </div>
        <Captcha
          key={form.captchaRound}
          uid={uid}
          error={errors.captcha}
          onSolved={() => clearError('captcha')}
        />
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
