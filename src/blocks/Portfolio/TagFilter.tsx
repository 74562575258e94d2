import { Island } from '../ui/Island'
import { portfolioHref } from './pagination'

export interface TagFilterProps {
  path: string
  tags: string[]
  /** The tag the URL filters by ('' for All). */
  category: string
}

/** The tag filter: 'All' and every tag, each a link to page 1 of its list. */
export function TagFilterNav({ path, tags, category }: TagFilterProps) {
  return (
    <nav aria-label="Filter case studies by tag" className="tag-filter">
      <ul className="chips">
        {['', ...tags].map((tag) => (
          <li key={tag || '*'}>
            <a
              className="chip"
              href={portfolioHref(path, tag, 1)}
              aria-current={tag === category ? 'page' : undefined}
            >
              {tag || 'All'}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The tag filter, as an island that also applies (once) a filter left in browser storage. */
export function TagFilter(props: TagFilterProps) {
  return (
    <Island name="tag-filter" props={props} when="idle">
      <TagFilterNav {...props} />
    </Island>
  )
}
