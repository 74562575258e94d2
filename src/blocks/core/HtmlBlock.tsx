import * as z from 'zod/mini'
import { defineBlock } from '../define-block'

/** Long texts (legal pages) get a table of contents from their headings. */
const TOC_MIN_HEADINGS = 4

/** Core blocks whose saved HTML is the content: rendered after sanitising. */
export const htmlBlock = defineBlock({
  summary:
    'What WordPress renders for the block, sanitised; 4 or more h2 headings get a table of contents.',
  schema: z.looseObject({}),
  html: true,
  Component: ({ id, html }) => {
    if (!html.html) return null
    // The sanitiser gave every h2 its id on the parsed tree; the outline lists them in order.
    if (html.headings.length < TOC_MIN_HEADINGS)
      return <div className="prose" dangerouslySetInnerHTML={{ __html: html.html }} />
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
        <div className="prose-body" dangerouslySetInnerHTML={{ __html: html.html }} />
      </div>
    )
  },
})
