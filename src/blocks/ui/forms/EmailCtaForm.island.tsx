import { EmailCtaFormView, type EmailCtaFormProps } from './EmailCtaForm'
import type { WithUid } from './form-uid'

/** The hydrated email call-to-action form. */
export default function EmailCtaFormIsland(props: WithUid<EmailCtaFormProps>) {
  return <EmailCtaFormView {...props} />
}
