import { defineBlock } from '../define-block'
import { Contact } from './Contact'
import { contactSchema } from './schema'

/** custom/contact: the contact form (result modal 'Contact Us' or the configured title). */
export const contactBlock = defineBlock({ schema: contactSchema, Component: Contact })
