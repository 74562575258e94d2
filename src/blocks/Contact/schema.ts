import * as z from 'zod'
import { formId, text } from '../ui/attrs'

/** custom/contact attributes. */
export const contactSchema = z.object({
  anchor: z.string().default('contact'),
  title: z.string().default("Let's talk"),
  text,
  formId,
  modalTitle: z.enum(['Contact Us', "Let's talk"]).default('Contact Us'),
  /** The 'I am interested in' options: exactly the CF7 form's select options (site defaults if none). */
  interests: z.array(z.string().trim().min(1).max(200)).optional(),
})
