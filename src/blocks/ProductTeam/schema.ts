import * as z from 'zod/mini'
import { href, imageAttr, itemId, text } from '../ui/attrs'

const member = z.object({
  id: itemId,
  name: z.string(),
  position: z.string(),
  email: z.optional(z.email()),
  phone: z.optional(z.string()),
  image: z.optional(imageAttr),
  linkedIn: z.optional(href),
  quote: text,
})

/** custom/product-team and social-ambassadors attributes (`members` or `items`). */
export const productTeamSchema = z.object({
  title: z.string(),
  members: z.optional(z.array(member)),
  items: z.optional(z.array(member)),
})
export type ProductTeamAttrs = z.output<typeof productTeamSchema>
