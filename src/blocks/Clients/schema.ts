import * as z from 'zod'
import { text } from '../ui/attrs'

/** custom/clients attributes. */
export const clientsSchema = z.object({ title: z.string().default('Our clients'), text })
export type ClientsAttrs = z.output<typeof clientsSchema>
