import { defineBlock } from '../define-block'
import { servicesSchema } from './schema'
import { Services } from './Services'

/**
 * custom/services: 'Our services' carousel. A card expands on hover above 1200 px and on tap (focus)
 * at 1200 px and below, showing its sub-links; both are CSS only (`:hover`, `:focus-within`).
 */
export const servicesBlock = defineBlock({
  summary: "'Our services' carousel; a card opens to show its sub-links.",
  schema: servicesSchema,
  Component: Services,
})
