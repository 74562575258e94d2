import { Island } from '../Island'
import { useFormUid, type WithUid } from './form-uid'
import { FormFields } from './FormFields'
import { FormHeading, FormShell, SubmitRow } from './FormParts'
import { InlineResult } from './InlineResult'
import { useSiteForm } from './use-site-form'

export interface EmailCtaFormProps {
  heading?: string
  buttonText?: string
  placeholder?: string
  /** Replaces the form on success (the server's message when empty). */
  confirmMessage?: string
  enabled?: boolean
  referencePage?: string
}

/** An email call-to-action: one field; on success the form gives way to the confirm message. */
export function EmailCtaForm(props: EmailCtaFormProps) {
  const uid = useFormUid()
  return (
    <Island name="email-cta-form" props={{ ...props, uid }} className="form-island">
      <EmailCtaFormView {...props} uid={uid} />
    </Island>
  )
}

export function EmailCtaFormView({
  uid,
  heading,
  buttonText = 'Send',
  placeholder,
  confirmMessage,
  enabled = true,
  referencePage,
}: WithUid<EmailCtaFormProps>) {
  const form = useSiteForm('email-cta', { failureOnEmail: true })
  const headingId = heading ? `${uid}-heading` : undefined
  if (form.result?.ok) {
    return <InlineResult ok title="" message={confirmMessage || form.result.message} />
  }
  return (
    <>
      <FormHeading id={headingId} text={heading} />
      <FormShell
        kind="email-cta"
        form={form}
        uid={uid}
        referencePage={referencePage}
        labelledBy={headingId}
        className="form-inline"
      >
        <FormFields
          uid={uid}
          form={form}
          fields={['email']}
          options={{ emailPlaceholder: placeholder }}
        />
        <SubmitRow form={form} text={buttonText} enabled={enabled} />
      </FormShell>
    </>
  )
}
