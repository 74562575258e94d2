import * as z from 'zod/mini'
import { itemId, text } from '../ui/attrs'

const figure = z.object({
  id: itemId,
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  suffix: z._default(z.string(), ''),
})

/** custom/advantages, animated-section, location-keyfacts, product-keyfacts attributes. */
export const figuresSchema = z.object({
  title: text,
  text,
  items: z.optional(z.array(figure)),
  facts: z.optional(z.array(figure)),
})
export type FiguresAttrs = z.output<typeof figuresSchema>
