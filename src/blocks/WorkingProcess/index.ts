import { defineBlock } from '../define-block'
import { workingProcessSchema } from './schema'
import { WorkingProcess } from './WorkingProcess'

/** custom/working-process: an accordion with one step open at a time (exclusive `<details name>`). */
export const workingProcessBlock = defineBlock({
  schema: workingProcessSchema,
  Component: WorkingProcess,
})
