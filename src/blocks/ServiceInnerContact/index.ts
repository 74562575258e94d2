import { defineBlock } from '../define-block'
import { serviceInnerContactSchema } from './schema'
import { ServiceInnerContact } from './ServiceInnerContact'

/** custom/service-inner-contact: the services contact form, the anchor target of hero CTAs. */
export const serviceInnerContactBlock = defineBlock({
  schema: serviceInnerContactSchema,
  Component: ServiceInnerContact,
})
