import { z } from 'zod'
import { defineBlock } from '../define-block'
import { href, text } from '../ui/attrs'
import { FilterControls } from '../ui/filter/FilterControls'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import { OfficesMap } from './OfficesMap'
import { officeSchema } from './types'

/** custom/offices: a country filter, the offices as a readable list, and a map on demand. */
export const officesBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Our offices'),
    offices: z.array(officeSchema).default([]),
  }),
  island: (attrs) => attrs.offices.length > 0,
  load: async (_a, ctx) => ctx.mapTileUrl ?? null,
  Component: ({ id, attrs, data: tileUrl }) => {
    const listId = `${id}-offices`
    const countries = [...new Set(attrs.offices.map((o) => o.country))].sort((a, b) =>
      a.localeCompare(b),
    )
    return (
      <Section id={id} title={attrs.title} className="section-offices">
        <div className="offices-controls">
          <FilterControls
            targetId={listId}
            label="Country"
            allLabel="All countries"
            mode="select"
            options={countries.map((c) => ({ value: c, label: c }))}
          />
          <OfficesMap listId={listId} offices={attrs.offices} tileUrl={tileUrl ?? undefined} />
        </div>
        <ul id={listId} className="office-list">
          {attrs.offices.map((o) => (
            <li key={o.id} data-office={o.id} data-filter-values={o.country} className="office">
              <Picture image={o.image} width={640} height={400} />
              <h3>{o.city}</h3>
              <p className="muted">{o.country}</p>
              <address>
                {o.address}
                <br />
                {o.hotline && <a href={`tel:${o.hotline.replaceAll(' ', '')}`}>{o.hotline}</a>}
                <br />
                {o.email && <a href={`mailto:${o.email}`}>{o.email}</a>}
              </address>
            </li>
          ))}
        </ul>
      </Section>
    )
  },
})

const SOCIAL_ICONS: Record<string, string> = {
  LinkedIn:
    'M4 3h4v4H4zM4 9h4v12H4zM10 9h4v2c.6-1.2 2-2.2 4-2.2 3.4 0 4 2.2 4 5.2V21h-4v-6c0-1.4 0-3-2-3s-2 1.6-2 3v6h-4z',
  GitHub:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.8c-2.8.6-3.4-1.2-3.4-1.2-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.7.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9v2.8c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
  X: 'M4 3h4.5l4 5.6L17 3h3l-6 7.4L21 21h-4.5l-4.3-6L7 21H4l6.6-8z',
}

/** custom/contact-info: hotlines (tel:), emails (mailto:) and social links with accessible names. */
export const contactInfoBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Reach us directly'),
    hotlines: z.array(z.object({ label: z.string(), number: z.string() })).default([]),
    emails: z.array(z.object({ label: z.string(), address: z.email() })).default([]),
    socials: z.array(z.object({ network: z.string(), url: href })).default([]),
    text,
  }),
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} className="section-contact-info">
      <div className="contact-info">
        <div>
          <h3>Call us</h3>
          <ul className="contact-lines">
            {attrs.hotlines.map((h) => (
              <li key={h.number}>
                {h.label}: <a href={`tel:${h.number.replaceAll(' ', '')}`}>{h.number}</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Write to us</h3>
          <ul className="contact-lines">
            {attrs.emails.map((e) => (
              <li key={e.address}>
                {e.label}: <a href={`mailto:${e.address}`}>{e.address}</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Follow us</h3>
          <ul className="socials">
            {attrs.socials.map((s) => (
              <li key={s.url}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Northwind Labs on ${s.network}`}
                >
                  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d={SOCIAL_ICONS[s.network] ?? 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z'}
                      fill="currentColor"
                    />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  ),
})
