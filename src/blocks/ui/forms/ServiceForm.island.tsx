import type { WithUid } from './form-uid'
import { ServiceFormView, type ServiceFormProps } from './ServiceForm'

/** The hydrated service form (inside the services drawer). */
export default function ServiceFormIsland(props: WithUid<ServiceFormProps>) {
  return <ServiceFormView {...props} />
}
