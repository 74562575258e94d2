import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { inlineFormSchema } from '../EmailCta/schema'
import { Subscribe } from './Subscribe'

/** custom/subscribe and services-subscribe: blog subscription ('Thank You!' + confirm message). */
export const subscribeBlock = defineBlock({
  schema: inlineFormSchema,
  load: formRulesLoader('subscribe'),
  Component: Subscribe,
})
