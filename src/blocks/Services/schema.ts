import * as z from 'zod/mini'
import { href, imageAttr, itemId } from '../ui/attrs'

/** A service card: title, text, link, icon and sub-links. */
export const serviceCard = z.object({
  id: itemId,
  title: z.string(),
  text: z._default(z.string(), ''),
  link: href,
  image: z.optional(imageAttr),
  links: z._default(z.array(z.object({ label: z.string(), href })), []),
})

/** custom/services attributes. */
export const servicesSchema = z.object({
  title: z._default(z.string(), 'Our services'),
  items: z._default(z.array(serviceCard), []),
})
export type ServicesAttrs = z.output<typeof servicesSchema>
