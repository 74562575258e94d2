import { z } from 'zod'
import { defineBlock } from '../define-block'
import { href, imageAttr, itemId, text } from '../ui/attrs'
import { Carousel } from '../ui/carousel/Carousel'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'

const truncate = (s: string, n = 70) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s)

/** custom/projects: 'Our projects' carousel with 'View our work'. */
export const projectsBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Our projects'),
    linkText: z.string().default('View our work'),
    linkHref: href.default('/case-studies'),
  }),
  load: (_a, ctx) => ctx.cms.list('projects'),
  island: (_a, data) => data.length > 1,
  Component: ({ id, attrs, data }) => (
    <Section
      id={id}
      title={attrs.title}
      action={
        <a className="btn btn-secondary" href={attrs.linkHref}>
          {attrs.linkText}
        </a>
      }
    >
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 768: 2, 1366: 3 }}
        slides={data.map((p) => ({
          key: String(p.databaseId),
          node: (
            <a className="project-card" href={`/case-studies/${p.slug ?? ''}`}>
              <Picture image={cmsImage(p.featuredImage, 1200, 800)} />
              <span className="project-tag">{p.tags[0]}</span>
              <span className="project-title">{truncate(p.title)}</span>
            </a>
          ),
        }))}
      />
    </Section>
  ),
})

const testimonial = z.object({
  id: itemId,
  quote: z.string(),
  name: z.string(),
  position: text,
  company: text,
  image: imageAttr.optional(),
})

/** custom/testimonials: client quotes in a carousel. */
export const testimonialsBlock = defineBlock({
  schema: z.object({
    title: z.string().default('What our clients say'),
    items: z.array(testimonial).default([]),
  }),
  island: (attrs) => attrs.items.length > 1,
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} anchor="testimonials" className="section-alt">
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 1024: 2 }}
        slides={attrs.items.map((t) => ({
          key: t.id,
          node: (
            <figure className="testimonial">
              <blockquote>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption>
                <Picture image={t.image} className="avatar" width={64} height={64} />
                <span>
                  <strong>{t.name}</strong>
                  <span className="muted">
                    {[t.position, t.company].filter(Boolean).join(', ')}
                  </span>
                </span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </Section>
  ),
})

/** custom/portfolio-testimonial: one highlighted quote. */
export const portfolioTestimonialBlock = defineBlock({
  schema: z.object({ quote: z.string(), name: z.string(), position: text }),
  Component: ({ attrs }) => (
    <section className="section section-alt">
      <figure className="container testimonial testimonial-wide">
        <blockquote>
          <p>“{attrs.quote}”</p>
        </blockquote>
        <figcaption>
          <strong>{attrs.name}</strong> <span className="muted">{attrs.position}</span>
        </figcaption>
      </figure>
    </section>
  ),
})

/** custom/verticals: industries; each links to the case studies of that industry. */
export const verticalsBlock = defineBlock({
  schema: z.object({ title: z.string().default('Industries') }),
  load: (_a, ctx) => ctx.cms.list('verticals'),
  island: (_a, data) => data.length > 1,
  Component: ({ id, attrs, data }) => (
    <Section id={id} title={attrs.title}>
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 2, 768: 3, 1024: 4, 1366: 5 }}
        slides={data.map((v) => ({
          key: String(v.databaseId),
          node: (
            <a
              className="vertical-card"
              href={`/case-studies?category=${encodeURIComponent(v.title)}`}
            >
              <Picture image={cmsImage(v.image, 600, 400, '')} />
              <span>{v.title}</span>
            </a>
          ),
        }))}
      />
    </Section>
  ),
})

/** custom/tech-stack: the configured technologies, in the configured order. */
export const techStackBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Our stack'),
    ids: z.array(z.number().int()).default([]),
  }),
  load: async (attrs, ctx) => {
    const all = await ctx.cms.list('technologies')
    return attrs.ids.flatMap((tid) => all.filter((t) => t.databaseId === tid))
  },
  island: (_a, data) => data.length > 1,
  Component: ({ id, attrs, data }) => (
    <Section id={id} title={attrs.title}>
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 2, 480: 3, 768: 4, 1024: 6 }}
        slides={data.map((t) => ({
          key: String(t.databaseId),
          node: (
            <div className="logo-card" title={t.tooltipText}>
              <Picture image={cmsImage(t.image, 240, 80, '')} />
              <span>{t.title}</span>
            </div>
          ),
        }))}
      />
    </Section>
  ),
})
