import type { WithUid } from './form-uid'
import { SubscribeFormView, type SubscribeFormProps } from './SubscribeForm'

/** The hydrated subscribe form. */
export default function SubscribeFormIsland(props: WithUid<SubscribeFormProps>) {
  return <SubscribeFormView {...props} />
}
