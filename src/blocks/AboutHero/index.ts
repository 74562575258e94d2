import { defineBlock } from '../define-block'
import { AboutHero } from './AboutHero'
import { aboutHeroSchema } from './schema'

export const aboutHeroBlock = defineBlock({
  summary: 'The about page hero with an image grid.',
  schema: aboutHeroSchema,
  h1: true,
  Component: AboutHero,
})
