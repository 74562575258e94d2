import * as z from 'zod/mini'
import { text } from '../ui/attrs'

/** custom/career attributes. */
export const careerHeroSchema = z.object({ title: z.string(), text })
export type CareerHeroAttrs = z.output<typeof careerHeroSchema>
