import * as z from 'zod'
import { href, imageAttr, itemId } from '../ui/attrs'

/** A service card: title, text, link, icon and sub-links. */
export const serviceCard = z.object({
  id: itemId,
  title: z.string(),
  text: z.string().default(''),
  link: href,
  image: imageAttr.optional(),
  links: z.array(z.object({ label: z.string(), href })).default([]),
})

/** custom/services attributes. */
export const servicesSchema = z.object({
  title: z.string().default('Our services'),
  items: z.array(serviceCard).default([]),
})
export type ServicesAttrs = z.output<typeof servicesSchema>
