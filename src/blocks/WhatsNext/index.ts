import { defineBlock } from '../define-block'
import { whatsNextSchema } from './schema'
import { WhatsNext } from './WhatsNext'

/** custom/whats-next: the numbered next steps (Prompt response, Schedule a call, Get a quote). */
export const whatsNextBlock = defineBlock({ schema: whatsNextSchema, Component: WhatsNext })
