import { z } from 'zod'
import { defineBlock } from '../define-block'
import { imageAttr, itemId, text } from '../ui/attrs'
import { Island } from '../ui/Island'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import { filterFromUrl } from './filter'
import { VacancyFilters } from './VacancyFilters'
import { VacancyList } from './VacancyList'

/** custom/career: the careers hero with the vacancy filters (keyword, location, department). */
export const careerHeroBlock = defineBlock({
  schema: z.object({ title: z.string(), text }),
  h1: true,
  island: true,
  load: async (_a, ctx) => {
    const vacancies = await ctx.cms.vacancies().catch(() => [])
    const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b))
    return {
      filter: filterFromUrl(ctx.url.searchParams),
      locations: sorted(vacancies.flatMap((v) => v.locations)),
      departments: sorted(vacancies.map((v) => v.occupation_category).filter(Boolean)),
    }
  },
  Component: ({ id, attrs, data }) => (
    <section className="hero hero-careers" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h1 id={`${id}-title`}>{attrs.title}</h1>
        {attrs.text && <p className="hero-text">{attrs.text}</p>}
        <Island name="vacancy-filters" props={data} when="idle">
          <VacancyFilters {...data} />
        </Island>
      </div>
    </section>
  ),
})

/** custom/vacancy-list: the open positions, filtered by the URL (and live by the filters). */
export const vacancyListBlock = defineBlock({
  schema: z.object({ title: z.string().default('Open positions') }),
  island: true,
  load: async (_a, ctx) => {
    const filter = filterFromUrl(ctx.url.searchParams)
    try {
      const all = await ctx.cms.vacancies()
      const vacancies = all.map(({ slug, name, locations, occupation_category }) => ({
        slug,
        name,
        locations,
        occupation_category,
      }))
      return { vacancies, filter, failed: false }
    } catch (err) {
      ctx.log(`vacancies unavailable: ${err instanceof Error ? err.message : String(err)}`)
      return { vacancies: [], filter, failed: true }
    }
  },
  Component: ({ id, attrs, data }) => (
    <Section id={id} title={attrs.title} anchor="positions">
      <Island name="vacancy-list" props={data} when="idle">
        <VacancyList {...data} />
      </Island>
    </Section>
  ),
})

/** custom/life-at-company: rows of 6 images. */
export const lifeAtCompanyBlock = defineBlock({
  schema: z.object({ title: z.string(), rows: z.array(z.array(imageAttr).max(6)).default([]) }),
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} className="section-life">
      {attrs.rows.map((row, r) => (
        <ul key={row[0]?.url ?? r} className="life-row">
          {row.map((image) => (
            <li key={image.url}>
              <Picture image={image} width={400} height={300} />
            </li>
          ))}
        </ul>
      ))}
    </Section>
  ),
})

/** custom/whats-next: the numbered next steps (Prompt response, Schedule a call, Get a quote). */
export const whatsNextBlock = defineBlock({
  schema: z.object({
    title: z.string().default("What's next?"),
    steps: z
      .array(z.object({ id: itemId, title: z.string(), text: z.string().default('') }))
      .default([]),
  }),
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} className="section-alt">
      <ol className="next-steps">
        {attrs.steps.map((s) => (
          <li key={s.id}>
            <h3>{s.title}</h3>
            {s.text && <p>{s.text}</p>}
          </li>
        ))}
      </ol>
    </Section>
  ),
})
