import * as z from 'zod'
import { ROUTES } from '../../routes/route-map'
import { href } from '../ui/attrs'

/** custom/projects attributes. */
export const projectsSchema = z.object({
  title: z.string().default('Our projects'),
  linkText: z.string().default('View our work'),
  linkHref: href.default(ROUTES.caseStudy.listPath),
})
export type ProjectsAttrs = z.output<typeof projectsSchema>
