import { z } from 'zod'
import { defineBlock } from '../define-block'
import { href, imageAttr, itemId } from '../ui/attrs'
import { Carousel } from '../ui/carousel/Carousel'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'

const service = z.object({
  id: itemId,
  title: z.string(),
  text: z.string().default(''),
  link: href,
  image: imageAttr.optional(),
  links: z.array(z.object({ label: z.string(), href })).default([]),
})

/**
 * custom/services: 'Our services' carousel. A card expands on hover above 1200 px and on tap (focus)
 * at 1200 px and below, showing its sub-links; both are CSS only (`:hover`, `:focus-within`).
 */
export const servicesBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Our services'),
    items: z.array(service).default([]),
  }),
  island: (attrs) => attrs.items.length > 1,
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} className="section-alt">
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 600: 2, 1024: 3, 1366: 4 }}
        slides={attrs.items.map((s) => ({
          key: s.id,
          node: (
            <div className="service-card" tabIndex={0} role="group" aria-label={s.title}>
              <Picture image={s.image} className="service-icon" width={48} height={48} />
              <h3>
                <a href={s.link}>{s.title}</a>
              </h3>
              <p>{s.text}</p>
              {s.links.length > 0 && (
                <ul className="service-links">
                  {s.links.map((l) => (
                    <li key={l.label}>
                      <a href={l.href}>{l.label}</a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ),
        }))}
      />
    </Section>
  ),
})

/** custom/services-overview: the services page's links to all ten services. */
export const servicesOverviewBlock = defineBlock({
  schema: z.object({ items: z.array(service.omit({ links: true })).default([]) }),
  Component: ({ id, attrs }) => (
    <Section id={id} className="section-overview">
      <ul className="overview-grid">
        {attrs.items.map((s) => (
          <li key={s.id}>
            <a className="overview-card" href={s.link}>
              <Picture image={s.image} className="service-icon" width={48} height={48} />
              <span className="overview-title">{s.title}</span>
              <span className="overview-text">{s.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  ),
})
