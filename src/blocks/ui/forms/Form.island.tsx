import type { WithUid } from './form-uid'
import { FormView, type FormProps } from './Form'

/** Every site form, hydrated: inline validation, submitting state, its result view. */
export default function FormIsland(props: WithUid<FormProps>) {
  return <FormView {...props} />
}
