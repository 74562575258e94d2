import { FormView, type FormViewProps } from './FormView'

/** The hydrated form: the same markup as the server rendered, now validating and sending inline. */
export default function FormIsland(props: FormViewProps) {
  return <FormView {...props} />
}
