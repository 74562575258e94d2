import { defineBlock } from '../define-block'
import { BackgroundHero } from './BackgroundHero'
import { backgroundHeroSchema } from './schema'

export const backgroundHeroBlock = defineBlock({
  summary: 'A banner over a background image.',
  schema: backgroundHeroSchema,
  Component: BackgroundHero,
})
