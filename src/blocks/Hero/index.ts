import { defineBlock } from '../define-block'
import { HomeHero } from './HomeHero'
import { homeHeroSchema } from './schema'

export const homeHeroBlock = defineBlock({
  summary: 'The home hero with rotating typed phrases, a rating widget and a call to action.',
  schema: homeHeroSchema,
  h1: true,
  Component: HomeHero,
})
