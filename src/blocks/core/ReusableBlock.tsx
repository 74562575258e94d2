import { Children } from 'react'
import * as z from 'zod/mini'
import { defineBlock } from '../define-block'

/**
 * core/block, a reusable block: only a `ref` in the saved content. wp-graphql-gutenberg gives it the
 * referenced post's blocks as inner blocks, which render like any others (at any depth); without
 * them, the HTML WordPress rendered for it (`dynamicContent`, see rendered-html.ts).
 */
export const reusableBlock = defineBlock({
  summary: 'The blocks of the reusable block it references, rendered like any others.',
  schema: z.looseObject({ ref: z.catch(z.optional(z.union([z.number(), z.string()])), undefined) }),
  inner: true,
  html: true,
  Component: ({ html, children }) => {
    if (Children.toArray(children).length) return <>{children}</>
    return html.html ? (
      <div className="prose" dangerouslySetInnerHTML={{ __html: html.html }} />
    ) : null
  },
})
