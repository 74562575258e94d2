import { MESSAGES } from '../../../forms/messages'
import { Island } from '../Island'
import { useFormUid, type WithUid } from './form-uid'
import { FormFields } from './FormFields'
import { FormShell, SubmitRow } from './FormParts'
import { InlineResult } from './InlineResult'
import { useSiteForm } from './use-site-form'

export interface UnsubscribeFormProps {
  /** Prefills the email (from `/unsubscribe?email=`). */
  defaultEmail?: string
  buttonText?: string
  placeholder?: string
}

/** The unsubscribe form: 'Blog Unsubscribed' with a Homepage button once done. */
export function UnsubscribeForm(props: UnsubscribeFormProps) {
  const uid = useFormUid()
  return (
    <Island name="unsubscribe-form" props={{ ...props, uid }} className="form-island">
      <UnsubscribeFormView {...props} uid={uid} />
    </Island>
  )
}

export function UnsubscribeFormView({
  uid,
  defaultEmail,
  buttonText = 'Unsubscribe',
  placeholder,
}: WithUid<UnsubscribeFormProps>) {
  // Editing the email clears its error (the fields' `onEdit`).
  const form = useSiteForm('unsubscribe', { failureOnEmail: true })
  if (form.result?.ok) {
    return (
      <InlineResult ok title={MESSAGES.unsubscribedTitle} message={MESSAGES.unsubscribedText}>
        <a className="btn btn-primary" href="/">
          Homepage
        </a>
      </InlineResult>
    )
  }
  return (
    <FormShell kind="unsubscribe" form={form} uid={uid} className="form-inline">
      <FormFields
        uid={uid}
        form={form}
        fields={['email']}
        options={{ emailPlaceholder: placeholder, defaultEmail }}
      />
      <SubmitRow form={form} text={buttonText} enabled />
    </FormShell>
  )
}
