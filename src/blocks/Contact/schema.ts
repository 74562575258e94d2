import { z } from 'zod'
import { formId, text } from '../ui/attrs'

/** custom/contact attributes. */
export const contactSchema = z.object({
  anchor: z.string().default('contact'),
  title: z.string().default("Let's talk"),
  text,
  formId,
  modalTitle: z.enum(['Contact Us', "Let's talk"]).default('Contact Us'),
})
export type ContactAttrs = z.output<typeof contactSchema>
