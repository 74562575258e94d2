import * as z from 'zod/mini'

/** custom/portfolio-projects attributes. */
export const portfolioSchema = z.object({ title: z._default(z.string(), 'Case Studies') })
export type PortfolioAttrs = z.output<typeof portfolioSchema>
