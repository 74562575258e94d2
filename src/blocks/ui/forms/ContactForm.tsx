import { INTERESTS } from '../../../forms/schemas'
import { Island } from '../Island'
import { Captcha } from './Captcha'
import { EmailField, MessageField, SelectField, TermsField, TextField } from './fields'
import { FileField } from './FileField'
import { useFormUid, type WithUid } from './form-uid'
import { FormShell, SubmitRow } from './FormParts'
import { ResultModal } from './ResultModal'
import { useSiteForm } from './use-site-form'

export interface ContactFormProps {
  /** Optional heading above the form. */
  heading?: string
  buttonText?: string
  /** Title of the result modal. */
  modalTitle?: 'Contact Us' | "Let's talk"
  /** False when the CMS form id is 0: the form shows but cannot be sent. */
  enabled?: boolean
  /** The page title sent as `reference_page` (the edge falls back to the page path). */
  referencePage?: string
  /** A vacancy reference (slug): the form becomes the application for that vacancy, CV required. */
  vacancy?: string
}

/** The contact form (and the vacancy application): server-rendered, hydrated as an island. */
export function ContactForm(props: ContactFormProps) {
  const uid = useFormUid()
  return (
    <Island name="contact-form" props={{ ...props, uid }} className="form-island">
      <ContactFormView {...props} uid={uid} />
    </Island>
  )
}

export function ContactFormView({
  uid,
  heading,
  buttonText = 'Send message',
  modalTitle = 'Contact Us',
  enabled = true,
  referencePage,
  vacancy,
}: WithUid<ContactFormProps>) {
  const kind = vacancy ? 'application' : 'contact'
  const form = useSiteForm(kind)
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
        kind={kind}
        form={form}
        uid={uid}
        referencePage={referencePage}
        labelledBy={headingId}
      >
        {vacancy && <input type="hidden" name="vacancy" value={vacancy} />}
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
          {!vacancy && (
            <TextField
              uid={uid}
              name="company"
              autoComplete="organization"
              error={errors.company}
              onEdit={clearError}
            />
          )}
          {!vacancy && (
            <SelectField
              uid={uid}
              name="interest"
              options={INTERESTS}
              error={errors.interest}
              onEdit={clearError}
            />
          )}
          <MessageField uid={uid} error={errors.message} onEdit={clearError} />
          <FileField
            uid={uid}
            label={vacancy ? 'Your CV' : undefined}
            required={Boolean(vacancy)}
            error={errors.cv}
            file={form.file}
            onFile={form.chooseFile}
          />
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
