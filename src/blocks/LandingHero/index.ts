import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { LandingHero } from './LandingHero'
import { landingHeroSchema } from './schema'

export const landingHeroBlock = defineBlock({
  summary: 'A hero with the short consultation form.',
  schema: landingHeroSchema,
  load: formRulesLoader('landing'),
  h1: true,
  Component: LandingHero,
})
