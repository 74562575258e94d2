import { defineBlock } from '../define-block'
import { LandingHero } from './LandingHero'
import { landingHeroSchema } from './schema'

/** custom/landing-hero: a hero with the short consultation form. */
export const landingHeroBlock = defineBlock({
  schema: landingHeroSchema,
  h1: true,
  Component: LandingHero,
})
