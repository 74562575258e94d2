import type { CmsBlock } from '../../cms/schemas'
import type { HtmlHeading } from '../block-context'

/** A text with at least this many `h2` sections gets a table of contents. */
export const CONTENTS_MIN_HEADINGS = 4

/**
 * A page of editor text: WordPress core blocks (and others rendered from their HTML), none of the
 * site's own blocks, which bring full-width sections and layouts of their own.
 */
export const isReadingPage = (blocks: CmsBlock[]): boolean =>
  blocks.length > 0 && !blocks.some((block) => block.name.startsWith('custom/'))

/** The headings a page's contents list: each id once (the first heading that has it). */
export function contentsOf(headings: HtmlHeading[]): HtmlHeading[] {
  const seen = new Set<string>()
  return headings.filter((h) => !seen.has(h.id) && seen.add(h.id))
}

/**
 * The sections of a page of editor text: a sticky sidebar beside the text on wide screens, a box
 * above it on narrow ones. Links to the headings; the section in view is marked by the browser's
 * scroll markers (CSS `scroll-target-group`), so the page stays free of JavaScript.
 */
export function PageContents({ headings }: { headings: HtmlHeading[] }) {
  return (
    <nav className="toc page-contents" aria-labelledby="page-contents-title">
      <div className="page-contents-inner">
        <h2 id="page-contents-title" className="toc-title">
          On this page
        </h2>
        <ol>
          {headings.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.text}</a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  )
}
