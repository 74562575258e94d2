import type { BlockProps } from '../define-block'
import { CaseStudyCard } from '../ui/CaseStudyCard'
import type { PortfolioData } from './load'
import { PageSelect } from './PageSelect'
import { pageWindow, portfolioHref } from './pagination'
import type { PortfolioAttrs } from './schema'
import { TagFilter } from './TagFilter'
import { balancedGridStyle } from '../ui/balanced-grid'
import { headingText } from '../ui/HeadingText'

/** 'Case Studies': tag filter chips, the page's cards and pagination, all as links. */
export function Portfolio({ id, attrs, data }: BlockProps<PortfolioAttrs, PortfolioData>) {
  const { category, page, pages, path } = data
  const wide = pageWindow(page, pages, 5)
  const narrow = new Set(pageWindow(page, pages, 3))
  return (
    <section className="section portfolio" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h1 id={`${id}-title`}>{headingText(attrs.title)}</h1>
        <TagFilter path={path} tags={data.tags} category={category} />
        <p className="portfolio-count" aria-live="polite">
          {data.total} case {data.total === 1 ? 'study' : 'studies'}
          {category ? ` tagged ${category}` : ''} · page {page} of {pages}
        </p>
        <ul
          className="case-grid balanced-grid"
          style={balancedGridStyle(data.items.length, { base: 1, loadMore: 2, desktop: 3 })}
        >
          {data.items.map((cs, i) => (
            <li key={cs.databaseId}>
              {/* The first card's image is the page's largest paint: fetched at once, not lazily. */}
              <CaseStudyCard cs={cs} headingLevel={2} priority={i === 0} />
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label="Pagination" className="pagination">
            {page > 1 ? (
              <a
                className="page-arrow"
                href={portfolioHref(path, category, page - 1)}
                rel="prev"
                aria-label="Previous page"
              >
                ‹
              </a>
            ) : (
              <span className="page-arrow" aria-hidden="true">
                ‹
              </span>
            )}
            <ul className="page-numbers">
              {wide.map((n) => (
                <li key={n} className={narrow.has(n) ? undefined : 'page-outer'}>
                  <a
                    href={portfolioHref(path, category, n)}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={`Page ${n}`}
                  >
                    {n}
                  </a>
                </li>
              ))}
            </ul>
            {page < pages ? (
              <a
                className="page-arrow"
                href={portfolioHref(path, category, page + 1)}
                rel="next"
                aria-label="Next page"
              >
                ›
              </a>
            ) : (
              <span className="page-arrow" aria-hidden="true">
                ›
              </span>
            )}
            <PageSelect path={path} category={category} page={page} pages={pages} />
          </nav>
        )}
      </div>
    </section>
  )
}
