import { defineBlock } from '../define-block'
import { AboutHero } from './AboutHero'
import { aboutHeroSchema } from './schema'

/** custom/about-hero: the about page hero with an image grid. */
export const aboutHeroBlock = defineBlock({
  schema: aboutHeroSchema,
  h1: true,
  Component: AboutHero,
})
