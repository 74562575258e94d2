import * as z from 'zod'
import { storeAttrs } from '../ui/StoreLinks'

/** custom/share attributes. */
export const shareSchema = z.object({ title: z.string().default('Share'), ...storeAttrs })
export type ShareAttrs = z.output<typeof shareSchema>
