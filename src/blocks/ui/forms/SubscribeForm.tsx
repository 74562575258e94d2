import { MESSAGES } from '../../../forms/messages'
import { Island } from '../Island'
import { EmailOnlyFormView, type EmailOnlyFormProps } from './EmailOnlyForm'
import { useFormUid, type WithUid } from './form-uid'

/** The confirm message is shown under 'Thank You!'. */
export type SubscribeFormProps = EmailOnlyFormProps

/** Blog subscription: email and consent; 'Thank You!' and the confirm message on success. */
export function SubscribeForm(props: SubscribeFormProps) {
  const uid = useFormUid()
  return (
    <Island name="subscribe-form" props={{ ...props, uid }} className="form-island">
      <SubscribeFormView {...props} uid={uid} />
    </Island>
  )
}

export function SubscribeFormView(props: WithUid<SubscribeFormProps>) {
  return (
    <EmailOnlyFormView
      {...props}
      kind="subscribe"
      defaultButtonText="Subscribe"
      successTitle={MESSAGES.subscribedTitle}
      withConsent
    />
  )
}
