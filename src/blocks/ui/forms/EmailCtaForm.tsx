import { Island } from '../Island'
import { EmailOnlyFormView, type EmailOnlyFormProps } from './EmailOnlyForm'
import { useFormUid, type WithUid } from './form-uid'

export type EmailCtaFormProps = EmailOnlyFormProps

/** An email call-to-action: one field; on success the form gives way to the confirm message. */
export function EmailCtaForm(props: EmailCtaFormProps) {
  const uid = useFormUid()
  return (
    <Island name="email-cta-form" props={{ ...props, uid }} className="form-island">
      <EmailCtaFormView {...props} uid={uid} />
    </Island>
  )
}

export function EmailCtaFormView(props: WithUid<EmailCtaFormProps>) {
  return (
    <EmailOnlyFormView
      {...props}
      kind="email-cta"
      defaultButtonText="Send"
      successTitle=""
      withConsent={false}
    />
  )
}
