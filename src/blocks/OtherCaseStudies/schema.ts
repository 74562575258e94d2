import * as z from 'zod'
import { ROUTES } from '../../routes/route-map'
import { href } from '../ui/attrs'

/** custom/other-case-studies attributes. */
export const otherCaseStudiesSchema = z.object({
  title: z.string().default('Other case studies'),
  linkText: z.string().default('View All'),
  linkHref: href.default(ROUTES.caseStudy.listPath),
  limit: z.number().int().positive().default(6),
})
export type OtherCaseStudiesAttrs = z.output<typeof otherCaseStudiesSchema>
