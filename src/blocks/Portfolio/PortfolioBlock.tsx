import { z } from 'zod'
import type { CaseStudySummary } from '../../cms/operations/case-studies'
import { defineBlock } from '../define-block'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import { PageSelect } from './PageSelect'
import { PER_PAGE, pageWindow, portfolioHref, portfolioState } from './pagination'

export function CaseStudyCard({
  cs,
  headingLevel = 3,
  tagCount = 3,
}: {
  cs: CaseStudySummary
  headingLevel?: 2 | 3
  /** How many of its tags the card shows. */
  tagCount?: number
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <a className="case-card" href={`/case-studies/${cs.slug}`}>
      <Picture image={cmsImage(cs.featuredImage, 1200, 800)} />
      <span className="case-tags">{cs.tags.slice(0, tagCount).join(' · ')}</span>
      <Heading className="case-title">{cs.title}</Heading>
    </a>
  )
}

/** custom/portfolio-projects: 'Case Studies' with a tag filter and pagination, all in the URL. */
export const portfolioBlock = defineBlock({
  schema: z.object({ title: z.string().default('Case Studies') }),
  h1: true,
  load: async (_attrs, ctx) => {
    const all = await ctx.cms.caseStudies()
    const tags = [...new Set(all.flatMap((cs) => cs.tags))].sort((a, b) => a.localeCompare(b))
    const matching = (category: string) =>
      category ? all.filter((cs) => cs.tags.includes(category)) : all
    const state = portfolioState(ctx.url, tags, (c) => matching(c).length)
    const items = matching(state.category)
    return {
      tags,
      ...state,
      total: items.length,
      items: items.slice((state.page - 1) * PER_PAGE, state.page * PER_PAGE),
      path: ctx.url.pathname,
    }
  },
  island: (_a, d) => d.pages > 1,
  Component: ({ id, attrs, data }) => {
    const { category, page, pages, path } = data
    const wide = pageWindow(page, pages, 5)
    const narrow = new Set(pageWindow(page, pages, 3))
    return (
      <section className="section portfolio" aria-labelledby={`${id}-title`}>
        <div className="container">
          <h1 id={`${id}-title`}>{attrs.title}</h1>
          <nav aria-label="Filter case studies by tag" className="tag-filter">
            <ul className="chips">
              {['', ...data.tags].map((tag) => (
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
          <p className="portfolio-count" aria-live="polite">
            {data.total} case {data.total === 1 ? 'study' : 'studies'}
            {category ? ` tagged ${category}` : ''} · page {page} of {pages}
          </p>
          <ul className="case-grid">
            {data.items.map((cs) => (
              <li key={cs.databaseId}>
                <CaseStudyCard cs={cs} headingLevel={2} />
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
  },
})

/** custom/latest-projects and projects-list: the newest case studies as cards. */
export const latestProjectsBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Latest projects'),
    limit: z.number().int().positive().max(24).default(4),
  }),
  load: async (attrs, ctx) => (await ctx.cms.caseStudies()).slice(0, attrs.limit),
  Component: ({ id, attrs, data }) => (
    <Section id={id} title={attrs.title}>
      <ul className="latest-grid">
        {data.map((cs) => (
          <li key={cs.databaseId}>
            <CaseStudyCard cs={cs} tagCount={1} />
          </li>
        ))}
      </ul>
    </Section>
  ),
})
