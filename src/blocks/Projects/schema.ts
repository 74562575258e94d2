import * as z from 'zod/mini'
import { ROUTES } from '../../routes/route-map'
import { href } from '../ui/attrs'

/** custom/projects attributes. */
export const projectsSchema = z.object({
  title: z._default(z.string(), 'Our projects'),
  linkText: z._default(z.string(), 'View our work'),
  linkHref: z._default(href, ROUTES.caseStudy.listPath),
})
export type ProjectsAttrs = z.output<typeof projectsSchema>
