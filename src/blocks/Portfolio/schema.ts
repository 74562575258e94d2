import * as z from 'zod'

/** custom/portfolio-projects attributes. */
export const portfolioSchema = z.object({ title: z.string().default('Case Studies') })
export type PortfolioAttrs = z.output<typeof portfolioSchema>
