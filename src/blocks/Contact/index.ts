import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { Contact } from './Contact'
import { contactSchema } from './schema'

/** custom/contact: the contact form (result modal 'Contact Us' or the configured title). */
export const contactBlock = defineBlock({
  schema: contactSchema,
  load: formRulesLoader('contact'),
  Component: Contact,
})
