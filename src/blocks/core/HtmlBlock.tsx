import * as z from 'zod/mini'
import { defineBlock } from '../define-block'
import { CONTENTS_MIN_HEADINGS } from '../ui/PageContents'

/** Core blocks whose saved HTML is the content: rendered after sanitising. */
export const htmlBlock = defineBlock({
  summary:
    "What WordPress renders for the block, sanitised; 4 or more h2 headings get a table of contents (in the page's sidebar on a page of editor blocks).",
  schema: z.looseObject({}),
  html: true,
  // On a page of editor blocks the page lists every section in its sidebar (ui/PageContents.tsx).
  load: async (_attrs, ctx) => ({ pageContents: ctx.pageContents === true }),
  Component: ({ id, html, data }) => {
    if (!html.html) return null
    // The sanitiser gave every h2 its id on the parsed tree; the outline lists them in order.
    if (html.headings.length < CONTENTS_MIN_HEADINGS)
      return <div className="prose" dangerouslySetInnerHTML={{ __html: html.html }} />
    const body = <div className="prose-body" dangerouslySetInnerHTML={{ __html: html.html }} />
    if (data.pageContents) return <div className="prose prose-long">{body}</div>
    return (
      <div className="prose prose-long">
        <nav className="toc" aria-labelledby={`${id}-toc`}>
          <h2 id={`${id}-toc`} className="toc-title">
            Contents
          </h2>
          <ol>
            {html.headings.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
        {body}
      </div>
    )
  },
})
