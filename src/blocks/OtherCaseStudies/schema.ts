import * as z from 'zod/mini'
import { ROUTES } from '../../routes/route-map'
import { href } from '../ui/attrs'

/** custom/other-case-studies attributes. */
export const otherCaseStudiesSchema = z.object({
  title: z._default(z.string(), 'Other case studies'),
  linkText: z._default(z.string(), 'View All'),
  linkHref: z._default(href, ROUTES.caseStudy.listPath),
  limit: z._default(z.number().check(z.int(), z.positive()), 6),
})
export type OtherCaseStudiesAttrs = z.output<typeof otherCaseStudiesSchema>
