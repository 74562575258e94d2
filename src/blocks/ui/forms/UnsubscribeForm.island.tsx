import type { WithUid } from './form-uid'
import { UnsubscribeFormView, type UnsubscribeFormProps } from './UnsubscribeForm'

/** The hydrated unsubscribe form. */
export default function UnsubscribeFormIsland(props: WithUid<UnsubscribeFormProps>) {
  return <UnsubscribeFormView {...props} />
}
