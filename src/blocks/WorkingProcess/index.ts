import { defineBlock } from '../define-block'
import { workingProcessSchema } from './schema'
import { WorkingProcess } from './WorkingProcess'

export const workingProcessBlock = defineBlock({
  summary: 'An accordion with one step open at a time (exclusive `<details name>`).',
  schema: workingProcessSchema,
  Component: WorkingProcess,
})
