import * as z from 'zod'
import { formId, text } from '../ui/attrs'

/** custom/service-inner-contact attributes. */
export const serviceInnerContactSchema = z.object({
  anchor: z.string().default('contact'),
  title: z.string().default("Let's talk"),
  text,
  formId,
})
