import type { WithUid } from './form-uid'
import { ServicesContactFormView, type ServicesContactFormProps } from './ServicesContactForm'

/** The hydrated services contact form. */
export default function ServicesContactFormIsland(props: WithUid<ServicesContactFormProps>) {
  return <ServicesContactFormView {...props} />
}
