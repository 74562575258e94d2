import { defineBlock } from '../define-block'
import { LifeAtCompany } from './LifeAtCompany'
import { lifeAtCompanySchema } from './schema'

export const lifeAtCompanyBlock = defineBlock({
  summary: 'Rows of 6 images.',
  schema: lifeAtCompanySchema,
  Component: LifeAtCompany,
})
