import { defineBlock } from '../define-block'
import { Hero2 } from './Hero2'
import { heroSchema } from './schema'

/** custom/hero-2: a plain page hero with an optional call to action. */
export const hero2Block = defineBlock({ schema: heroSchema, h1: true, Component: Hero2 })
