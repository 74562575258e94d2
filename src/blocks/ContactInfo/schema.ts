import * as z from 'zod'
import { href, text } from '../ui/attrs'

/** custom/contact-info attributes. */
export const contactInfoSchema = z.object({
  title: z.string().default('Reach us directly'),
  hotlines: z.array(z.object({ label: z.string(), number: z.string() })).default([]),
  emails: z.array(z.object({ label: z.string(), address: z.email() })).default([]),
  socials: z.array(z.object({ network: z.string(), url: href })).default([]),
  text,
})
export type ContactInfoAttrs = z.output<typeof contactInfoSchema>
