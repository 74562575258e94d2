import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { EmailCta } from './EmailCta'
import { inlineFormSchema } from './schema'

/** custom/email-cta: an email field; on success the form is replaced by the confirm message. */
export const emailCtaBlock = defineBlock({
  schema: inlineFormSchema,
  load: formRulesLoader('email-cta'),
  Component: EmailCta,
})
