import { defineBlock } from '../define-block'
import { formRulesLoader } from '../ui/forms/form-rules-loader'
import { LandingHero } from './LandingHero'
import { landingHeroSchema } from './schema'

/** custom/landing-hero: a hero with the short consultation form. */
export const landingHeroBlock = defineBlock({
  schema: landingHeroSchema,
  load: formRulesLoader('landing'),
  h1: true,
  Component: LandingHero,
})
