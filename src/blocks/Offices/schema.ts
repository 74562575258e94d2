import * as z from 'zod/mini'
import { imageAttr } from '../ui/attrs'

const officeSchema = z.object({
  id: z.string(),
  city: z.string(),
  country: z.string(),
  address: z.string(),
  hotline: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  image: z.optional(imageAttr),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
})
export type Office = z.infer<typeof officeSchema>

/** custom/offices attributes. */
export const officesSchema = z.object({
  title: z._default(z.string(), 'Our offices'),
  offices: z._default(z.array(officeSchema), []),
})
export type OfficesAttrs = z.output<typeof officesSchema>
