import type { WithUid } from './form-uid'
import { LandingFormView, type LandingFormProps } from './LandingForm'

/** The hydrated landing form. */
export default function LandingFormIsland(props: WithUid<LandingFormProps>) {
  return <LandingFormView {...props} />
}
