import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { inlineFormSchema } from '../EmailCta/schema'
import { Subscribe } from './Subscribe'

export const subscribeBlock = defineBlock({
  summary: "Blog subscription ('Thank You!' + confirm message).",
  schema: inlineFormSchema,
  load: formRulesLoader('subscribe'),
  Component: Subscribe,
})
