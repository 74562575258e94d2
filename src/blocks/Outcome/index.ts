import { defineBlock } from '../define-block'
import { Outcome } from './Outcome'
import { outcomeSchema } from './schema'

/** custom/outcome: results with figures and app store links. */
export const outcomeBlock = defineBlock({ schema: outcomeSchema, Component: Outcome })
