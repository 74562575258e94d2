import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { serviceInnerContactSchema } from './schema'
import { ServiceInnerContact } from './ServiceInnerContact'

export const serviceInnerContactBlock = defineBlock({
  summary: 'The services contact form, the anchor target of hero CTAs.',
  schema: serviceInnerContactSchema,
  load: formRulesLoader('services-contact'),
  Component: ServiceInnerContact,
})
