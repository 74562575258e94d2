import { MESSAGES } from '../../../forms/messages'
import { Island } from '../Island'
import { useFormUid, type WithUid } from './form-uid'
import { FormFields } from './FormFields'
import { FormHeading, FormShell, SubmitRow } from './FormParts'
import { InlineResult } from './InlineResult'
import { useSiteForm } from './use-site-form'

export interface SubscribeFormProps {
  heading?: string
  buttonText?: string
  placeholder?: string
  /** Shown under 'Thank You!' on success (the server's message when empty). */
  confirmMessage?: string
  enabled?: boolean
  referencePage?: string
}

/** Blog subscription: email and consent; 'Thank You!' and the confirm message on success. */
export function SubscribeForm(props: SubscribeFormProps) {
  const uid = useFormUid()
  return (
    <Island name="subscribe-form" props={{ ...props, uid }} className="form-island">
      <SubscribeFormView {...props} uid={uid} />
    </Island>
  )
}

export function SubscribeFormView({
  uid,
  heading,
  buttonText = 'Subscribe',
  placeholder,
  confirmMessage,
  enabled = true,
  referencePage,
}: WithUid<SubscribeFormProps>) {
  const form = useSiteForm('subscribe', { failureOnEmail: true })
  const headingId = heading ? `${uid}-heading` : undefined
  if (form.result?.ok) {
    return (
      <InlineResult
        ok
        title={MESSAGES.subscribedTitle}
        message={confirmMessage || form.result.message}
      />
    )
  }
  return (
    <>
      <FormHeading id={headingId} text={heading} />
      <FormShell
        kind="subscribe"
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
        <FormFields uid={uid} form={form} fields={['termsAccepted']} />
      </FormShell>
    </>
  )
}
