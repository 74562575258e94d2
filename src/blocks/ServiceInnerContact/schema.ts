import * as z from 'zod/mini'
import { formId, text } from '../ui/attrs'

/** custom/service-inner-contact attributes. */
export const serviceInnerContactSchema = z.object({
  anchor: z._default(z.string(), 'contact'),
  title: z._default(z.string(), "Let's talk"),
  text,
  formId,
})
