import { defineBlock } from '../define-block'
import { BackgroundHero } from './BackgroundHero'
import { backgroundHeroSchema } from './schema'

/** custom/background-hero and background-hero-logo: a banner over a background image. */
export const backgroundHeroBlock = defineBlock({
  schema: backgroundHeroSchema,
  Component: BackgroundHero,
})
