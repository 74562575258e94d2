import * as z from 'zod'
import { href, imageAttr, itemId, text } from '../ui/attrs'

const member = z.object({
  id: itemId,
  name: z.string(),
  position: z.string(),
  email: z.email().optional(),
  phone: z.string().optional(),
  image: imageAttr.optional(),
  linkedIn: href.optional(),
  quote: text,
})

/** custom/product-team and social-ambassadors attributes (`members` or `items`). */
export const productTeamSchema = z.object({
  title: z.string(),
  members: z.array(member).optional(),
  items: z.array(member).optional(),
})
export type ProductTeamAttrs = z.output<typeof productTeamSchema>
