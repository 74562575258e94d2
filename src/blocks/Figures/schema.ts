import * as z from 'zod'
import { itemId, text } from '../ui/attrs'

const figure = z.object({
  id: itemId,
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  suffix: z.string().default(''),
})

/** custom/advantages, animated-section, location-keyfacts, product-keyfacts attributes. */
export const figuresSchema = z.object({
  title: text,
  text,
  items: z.array(figure).optional(),
  facts: z.array(figure).optional(),
})
export type FiguresAttrs = z.output<typeof figuresSchema>
