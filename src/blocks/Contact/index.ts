import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { Contact } from './Contact'
import { contactSchema } from './schema'

export const contactBlock = defineBlock({
  summary: "The contact form (result modal 'Contact Us' or the configured title).",
  schema: contactSchema,
  load: formRulesLoader('contact'),
  Component: Contact,
})
