import type { WithUid } from './form-uid'
import { FormFields } from './FormFields'
import { FormHeading, FormShell, SubmitRow } from './FormParts'
import { InlineResult } from './InlineResult'
import { useSiteForm } from './use-site-form'

/** What an editor sets on a one-field email form (email call-to-action, blog subscription). */
export interface EmailOnlyFormProps {
  heading?: string
  buttonText?: string
  placeholder?: string
  /** Shown on success (the server's message when empty). */
  confirmMessage?: string
  enabled?: boolean
  referencePage?: string
}

interface EmailOnlyFormKind {
  kind: 'email-cta' | 'subscribe'
  defaultButtonText: string
  /** Title of the inline result on success; empty for none. */
  successTitle: string
  /** The consent checkbox under the button. */
  withConsent: boolean
}

/** An inline email form; on success it gives way to the confirm message. */
export function EmailOnlyFormView({
  uid,
  heading,
  buttonText,
  placeholder,
  confirmMessage,
  enabled = true,
  referencePage,
  kind,
  defaultButtonText,
  successTitle,
  withConsent,
}: WithUid<EmailOnlyFormProps> & EmailOnlyFormKind) {
  const form = useSiteForm(kind, { failureOnEmail: true })
  const headingId = heading ? `${uid}-heading` : undefined
  if (form.result?.ok) {
    return <InlineResult ok title={successTitle} message={confirmMessage || form.result.message} />
  }
  return (
    <>
      <FormHeading id={headingId} text={heading} />
      <FormShell
        kind={kind}
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
        <SubmitRow form={form} text={buttonText ?? defaultButtonText} enabled={enabled} />
        {withConsent && <FormFields uid={uid} form={form} fields={['termsAccepted']} />}
      </FormShell>
    </>
  )
}
