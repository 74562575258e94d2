import * as z from 'zod'
import { href } from '../ui/attrs'

/** custom/projects attributes. */
export const projectsSchema = z.object({
  title: z.string().default('Our projects'),
  linkText: z.string().default('View our work'),
  linkHref: href.default('/case-studies'),
})
export type ProjectsAttrs = z.output<typeof projectsSchema>
