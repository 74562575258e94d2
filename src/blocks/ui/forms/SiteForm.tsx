import { Island } from '../Island'
import { FormView, type FormViewProps } from './FormView'

/** A site form rendered on the server and hydrated as the `form` island. */
export function SiteForm(props: FormViewProps) {
  return (
    <Island name="form" props={props} className="form-island">
      <FormView {...props} />
    </Island>
  )
}
