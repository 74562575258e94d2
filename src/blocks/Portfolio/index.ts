import { defineBlock } from '../define-block'
import { loadPortfolio } from './load'
import { Portfolio } from './Portfolio'
import { portfolioSchema } from './schema'

/** custom/portfolio-projects: 'Case Studies' with a tag filter and pagination, all in the URL. */
export const portfolioBlock = defineBlock({
  schema: portfolioSchema,
  h1: true,
  load: (_attrs, ctx) => loadPortfolio(ctx),
  Component: Portfolio,
})
