import { defineBlock } from '../define-block'
import { LifeAtCompany } from './LifeAtCompany'
import { lifeAtCompanySchema } from './schema'

/** custom/life-at-company: rows of 6 images. */
export const lifeAtCompanyBlock = defineBlock({
  schema: lifeAtCompanySchema,
  Component: LifeAtCompany,
})
