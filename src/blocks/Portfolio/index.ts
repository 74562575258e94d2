import { defineBlock } from '../define-block'
import { loadPortfolio } from './load'
import { Portfolio } from './Portfolio'
import { portfolioSchema } from './schema'

export const portfolioBlock = defineBlock({
  summary: "'Case Studies' with a tag filter and pagination, all in the URL.",
  schema: portfolioSchema,
  h1: true,
  load: (_attrs, ctx) => loadPortfolio(ctx),
  Component: Portfolio,
})
