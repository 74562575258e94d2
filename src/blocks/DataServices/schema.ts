import * as z from 'zod/mini'
import { formId, imageAttr, itemId, text } from '../ui/attrs'

const card = z.object({
  id: itemId,
  heading: z.string(),
  text: z._default(z.string(), ''),
  image: z.optional(z.object({ id: z.optional(z.number()), src: imageAttr })),
})

/** custom/data-services attributes. */
export const dataServicesSchema = z.object({
  title: z.string(),
  formId,
  drawerTitle: text,
  items: z._default(z.array(card), []),
})
export type DataServicesAttrs = z.output<typeof dataServicesSchema>
