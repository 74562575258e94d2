import { defineBlock } from '../define-block'
import { ContactInfo } from './ContactInfo'
import { contactInfoSchema } from './schema'

export const contactInfoBlock = defineBlock({
  summary: 'Hotlines (tel:), emails (mailto:) and social links with accessible names.',
  schema: contactInfoSchema,
  Component: ContactInfo,
})
