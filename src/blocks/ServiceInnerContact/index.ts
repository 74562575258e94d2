import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { serviceInnerContactSchema } from './schema'
import { ServiceInnerContact } from './ServiceInnerContact'

/** custom/service-inner-contact: the services contact form, the anchor target of hero CTAs. */
export const serviceInnerContactBlock = defineBlock({
  schema: serviceInnerContactSchema,
  load: formRulesLoader('services-contact'),
  Component: ServiceInnerContact,
})
