import { z } from 'zod'
import { defineBlock } from '../define-block'
import { href, imageAttr, itemId, richText, text } from '../ui/attrs'
import { Island } from '../ui/Island'
import { Picture } from '../ui/Picture'
import CountUp from './CountUp.island'
import { RevealMore } from '../ui/RevealMore'
import { Section } from '../ui/Section'

/** custom/about: company introduction with an image and a link. */
export const aboutBlock = defineBlock({
  schema: z.object({
    title: z.string(),
    text: richText,
    image: imageAttr.optional(),
    linkText: text,
    linkHref: href.optional(),
  }),
  load: async (attrs, ctx) => ctx.sanitize(attrs.text),
  Component: ({ id, attrs, data }) => (
    <Section id={id} title={attrs.title} className="section-split">
      <div className="split">
        <div>
          <div className="prose-inline" dangerouslySetInnerHTML={{ __html: data }} />
          {attrs.linkText && attrs.linkHref && (
            <a className="btn btn-secondary" href={attrs.linkHref}>
              {attrs.linkText}
            </a>
          )}
        </div>
        <Picture image={attrs.image} className="rounded" sizes="(min-width: 1024px) 50vw, 100vw" />
      </div>
    </Section>
  ),
})

const figure = z.object({
  id: itemId,
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  suffix: z.string().default(''),
})

/** custom/advantages, animated-section, location-keyfacts, product-keyfacts: key figures. */
export const figuresBlock = defineBlock({
  schema: z.object({
    title: text,
    text,
    items: z.array(figure).optional(),
    facts: z.array(figure).optional(),
  }),
  island: (attrs) => (attrs.items ?? attrs.facts ?? []).some((f) => typeof f.value === 'number'),
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} intro={attrs.text} className="section-figures">
      <ul className="figures">
        {(attrs.items ?? attrs.facts ?? []).map((f) => (
          <li key={f.id} className="figure">
            <span className="figure-value">
              {typeof f.value === 'number' ? (
                <Island name="count-up" as="span" props={{ value: f.value, suffix: f.suffix }}>
                  <CountUp value={f.value} suffix={f.suffix} />
                </Island>
              ) : (
                `${f.value}${f.suffix}`
              )}
            </span>
            <span className="figure-label">{f.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  ),
})

const feature = z.object({
  id: itemId,
  title: z.string(),
  text: z.string().default(''),
  image: imageAttr.optional(),
})

/** custom/why-choose-us and custom/benefits: cards; under 600 px 3 show, then 'Load more'. */
export const featureGridBlock = defineBlock({
  schema: z.object({
    title: text,
    layout: z.enum(['default', 'case-study']).default('default'),
    withImages: z.boolean().default(true),
    items: z.array(feature).default([]),
  }),
  island: (attrs) => attrs.items.length > 3,
  Component: ({ id, attrs }) => {
    const listId = `${id}-list`
    return (
      <Section id={id} title={attrs.title} className={`section-features layout-${attrs.layout}`}>
        <ul id={listId} className="feature-grid" data-reveal-mobile="">
          {attrs.items.map((item, i) => (
            <li key={item.id} className={i >= 3 ? 'feature reveal-extra' : 'feature'}>
              {attrs.withImages && item.image && (
                <Picture image={item.image} className="feature-icon" width={48} height={48} />
              )}
              <h3>{item.title}</h3>
              {item.text && <p>{item.text}</p>}
            </li>
          ))}
        </ul>
        {attrs.items.length > 3 && <RevealMore targetId={listId} label="Load more" />}
      </Section>
    )
  },
})

const faqItem = z.object({
  id: itemId,
  question: z.string(),
  answer: richText,
  showed: z.object({ checked: z.boolean() }).partial().optional(),
})

/** custom/faq: each question opens and closes on its own (`<details>`, no JavaScript). */
export const faqBlock = defineBlock({
  schema: z.object({ title: text, items: z.array(faqItem).default([]) }),
  load: async (attrs, ctx) => Promise.all(attrs.items.map((i) => ctx.sanitize(i.answer))),
  Component: ({ id, attrs, data }) => (
    <Section id={id} title={attrs.title ?? 'Frequently asked questions'} className="section-faq">
      <div className="faq">
        {attrs.items.map((item, i) => (
          <details key={item.id} className="faq-item" open={item.showed?.checked}>
            <summary>{item.question}</summary>
            <div className="faq-answer" dangerouslySetInnerHTML={{ __html: data[i] ?? '' }} />
          </details>
        ))}
      </div>
    </Section>
  ),
})

/** custom/working-process: an accordion with one step open at a time (exclusive `<details name>`). */
export const workingProcessBlock = defineBlock({
  schema: z.object({
    title: text,
    steps: z.array(z.object({ id: itemId, title: z.string(), text: z.string() })).default([]),
  }),
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} className="section-process">
      <ol className="process">
        {attrs.steps.map((step, i) => (
          <li key={step.id}>
            <details name={`${id}-steps`} open={i === 0} className="process-step">
              <summary>
                <span className="process-number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {step.title}
              </summary>
              <p>{step.text}</p>
            </details>
          </li>
        ))}
      </ol>
    </Section>
  ),
})

const ctaSchema = z.object({
  title: z.string(),
  text,
  buttonText: text,
  buttonLink: href.optional(),
  linkText: text,
  linkHref: href.optional(),
})

/** custom/cta, cta-2, view-more, career-teaser: a call-to-action band. */
export const ctaBlock = defineBlock({
  schema: ctaSchema,
  load: async (attrs, ctx) => {
    // The career teaser shows the open vacancy count; a failure only hides the count.
    if ((attrs.buttonLink ?? attrs.linkHref) !== '/careers') return null
    const vacancies = await ctx.cms.vacancies().catch(() => null)
    return vacancies?.length ?? null
  },
  Component: ({ id, attrs, data }) => {
    const label = attrs.buttonText ?? attrs.linkText
    const target = attrs.buttonLink ?? attrs.linkHref
    const isCareers = target === '/careers'
    return (
      <section className="section cta-band" aria-labelledby={`${id}-title`}>
        <div className="container cta-inner">
          <div>
            <h2 id={`${id}-title`}>{attrs.title}</h2>
            {attrs.text && <p>{attrs.text}</p>}
            {isCareers && data !== null && (
              <p className="cta-count">
                <strong>{data}</strong> open {data === 1 ? 'position' : 'positions'}
              </p>
            )}
          </div>
          {label && target && (
            <a className="btn btn-primary" href={target}>
              {label}
            </a>
          )}
        </div>
      </section>
    )
  },
})
