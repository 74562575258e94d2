import * as z from 'zod/mini'
import { text } from '../ui/attrs'

/** custom/clients attributes. */
export const clientsSchema = z.object({ title: z._default(z.string(), 'Our clients'), text })
export type ClientsAttrs = z.output<typeof clientsSchema>
