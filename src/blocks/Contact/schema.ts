import * as z from 'zod/mini'
import { formId, text } from '../ui/attrs'

/** custom/contact attributes. */
export const contactSchema = z.object({
  anchor: z._default(z.string(), 'contact'),
  title: z._default(z.string(), "Let's talk"),
  text,
  formId,
  modalTitle: z._default(z.enum(['Contact Us', "Let's talk"]), 'Contact Us'),
  /** The 'I am interested in' options: exactly the CF7 form's select options (site defaults if none). */
  interests: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))),
})
