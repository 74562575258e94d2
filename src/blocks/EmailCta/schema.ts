import * as z from 'zod/mini'
import { formId, text } from '../ui/attrs'

/** custom/email-cta, subscribe and services-subscribe attributes. */
export const inlineFormSchema = z.object({
  title: z.string(),
  text,
  formId,
  placeholder: text,
  buttonText: text,
  confirmMessage: text,
})
export type InlineFormAttrs = z.output<typeof inlineFormSchema>
