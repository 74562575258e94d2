import { ContactFormView, type ContactFormProps } from './ContactForm'
import type { WithUid } from './form-uid'

/** The hydrated contact form: inline validation, submitting state, result modal. */
export default function ContactFormIsland(props: WithUid<ContactFormProps>) {
  return <ContactFormView {...props} />
}
