import { defineBlock } from '../define-block'
import { ContactInfo } from './ContactInfo'
import { contactInfoSchema } from './schema'

/** custom/contact-info: hotlines (tel:), emails (mailto:) and social links with accessible names. */
export const contactInfoBlock = defineBlock({ schema: contactInfoSchema, Component: ContactInfo })
