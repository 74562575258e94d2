import * as z from 'zod'
import { imageAttr } from '../ui/attrs'

const officeSchema = z.object({
  id: z.string(),
  city: z.string(),
  country: z.string(),
  address: z.string(),
  hotline: z.string().default(''),
  email: z.string().default(''),
  image: imageAttr.optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
})
export type Office = z.infer<typeof officeSchema>

/** custom/offices attributes. */
export const officesSchema = z.object({
  title: z.string().default('Our offices'),
  offices: z.array(officeSchema).default([]),
})
export type OfficesAttrs = z.output<typeof officesSchema>
