import * as z from 'zod/mini'
import { storeAttrs } from '../ui/StoreLinks'

/** custom/share attributes. */
export const shareSchema = z.object({ title: z._default(z.string(), 'Share'), ...storeAttrs })
export type ShareAttrs = z.output<typeof shareSchema>
