import * as z from 'zod/mini'
import { href, text } from '../ui/attrs'

/** custom/contact-info attributes. */
export const contactInfoSchema = z.object({
  title: z._default(z.string(), 'Reach us directly'),
  hotlines: z._default(z.array(z.object({ label: z.string(), number: z.string() })), []),
  emails: z._default(z.array(z.object({ label: z.string(), address: z.email() })), []),
  socials: z._default(z.array(z.object({ network: z.string(), url: href })), []),
  text,
})
export type ContactInfoAttrs = z.output<typeof contactInfoSchema>
