import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { EmailCta } from './EmailCta'
import { inlineFormSchema } from './schema'

export const emailCtaBlock = defineBlock({
  summary: 'An email field; on success the form is replaced by the confirm message.',
  schema: inlineFormSchema,
  load: formRulesLoader('email-cta'),
  Component: EmailCta,
})
