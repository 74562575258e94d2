import * as z from 'zod/mini'
import { imageAttr, itemId, text } from '../ui/attrs'

/** custom/list … list-7, half-list and product-facts-left-image attributes. */
export const listSchema = z.object({
  title: text,
  text,
  image: z.optional(imageAttr),
  items: z._default(
    z.array(
      z.object({
        id: itemId,
        title: text,
        text: z._default(z.string(), ''),
        image: z.optional(imageAttr),
      }),
    ),
    [],
  ),
  facts: z.optional(z.array(z.object({ id: itemId, title: z.string(), text: z.string() }))),
})
export type ListAttrs = z.output<typeof listSchema>
