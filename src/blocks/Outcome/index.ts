import { defineBlock } from '../define-block'
import { Outcome } from './Outcome'
import { outcomeSchema } from './schema'

export const outcomeBlock = defineBlock({
  summary: 'Results with figures and app store links.',
  schema: outcomeSchema,
  Component: Outcome,
})
