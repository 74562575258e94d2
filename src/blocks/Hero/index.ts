import { defineBlock } from '../define-block'
import { HomeHero } from './HomeHero'
import { homeHeroSchema } from './schema'

/** custom/hero: the home hero with rotating typed phrases, a rating widget and a call to action. */
export const homeHeroBlock = defineBlock({
  schema: homeHeroSchema,
  h1: true,
  Component: HomeHero,
})
