import * as z from 'zod'
import { imageAttr, itemId, text } from '../ui/attrs'

/** custom/list … list-7, half-list and product-facts-left-image attributes. */
export const listSchema = z.object({
  title: text,
  text,
  image: imageAttr.optional(),
  items: z
    .array(
      z.object({
        id: itemId,
        title: text,
        text: z.string().default(''),
        image: imageAttr.optional(),
      }),
    )
    .default([]),
  facts: z.array(z.object({ id: itemId, title: z.string(), text: z.string() })).optional(),
})
export type ListAttrs = z.output<typeof listSchema>
