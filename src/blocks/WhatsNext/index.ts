import { defineBlock } from '../define-block'
import { whatsNextSchema } from './schema'
import { WhatsNext } from './WhatsNext'

export const whatsNextBlock = defineBlock({
  summary: 'The numbered next steps (Prompt response, Schedule a call, Get a quote).',
  schema: whatsNextSchema,
  Component: WhatsNext,
})
