import * as z from 'zod'
import { formId, imageAttr, itemId, text } from '../ui/attrs'

const card = z.object({
  id: itemId,
  heading: z.string(),
  text: z.string().default(''),
  image: z.object({ id: z.number().optional(), src: imageAttr }).optional(),
})

/** custom/data-services attributes. */
export const dataServicesSchema = z.object({
  title: z.string(),
  formId,
  drawerTitle: text,
  items: z.array(card).default([]),
})
export type DataServicesAttrs = z.output<typeof dataServicesSchema>
