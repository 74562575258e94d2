import { z } from 'zod'
import { defineBlock } from '../define-block'

/** Core blocks whose saved HTML is the content: rendered after sanitising. */
export const htmlBlock = defineBlock({
  schema: z.object({}).loose(),
  html: true,
  Component: ({ html }) =>
    html ? <div className="prose" dangerouslySetInnerHTML={{ __html: html }} /> : null,
})
