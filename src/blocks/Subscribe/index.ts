import { defineBlock } from '../define-block'
import { inlineFormSchema } from '../EmailCta/schema'
import { Subscribe } from './Subscribe'

/** custom/subscribe and services-subscribe: blog subscription ('Thank You!' + confirm message). */
export const subscribeBlock = defineBlock({
  schema: inlineFormSchema,
  Component: Subscribe,
})
