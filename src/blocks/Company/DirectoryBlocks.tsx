import { z } from 'zod'
import { defineBlock } from '../define-block'
import { href, imageAttr, itemId, text } from '../ui/attrs'
import { Carousel } from '../ui/carousel/Carousel'
import { Drawer, DrawerOpener } from '../ui/Drawer'
import { FilterControls } from '../ui/filter/FilterControls'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'

/** custom/awards: category chips ('All' + names) over a carousel of every award (all pages loaded). */
export const awardsBlock = defineBlock({
  schema: z.object({ title: z.string().default('Awards') }),
  load: async (_a, ctx) => {
    const [categories, awards] = await Promise.all([
      ctx.cms.list('awardCategories'),
      ctx.cms.list('awards'),
    ])
    return { categories, awards }
  },
  island: (_a, d) => d.awards.length > 0,
  Component: ({ id, attrs, data }) => {
    const trackId = `${id}-track`
    const categoriesOf = (awardId: number) =>
      data.categories.filter((c) => c.awards.includes(awardId)).map((c) => String(c.databaseId))
    return (
      <Section id={id} title={attrs.title} className="section-awards">
        <FilterControls
          targetId={trackId}
          label="Award categories"
          allLabel="All"
          mode="chips"
          options={data.categories.map((c) => ({ value: String(c.databaseId), label: c.name }))}
        />
        <Carousel
          id={id}
          label={attrs.title}
          arrowsAbove={1024}
          perView={{ 0: 2, 480: 3, 768: 4, 1366: 6 }}
          slides={data.awards.map((a) => ({
            key: String(a.databaseId),
            filterValues: categoriesOf(a.databaseId),
            node: <Picture className="award" image={cmsImage(a.awardImage, 240, 240)} />,
          }))}
        />
      </Section>
    )
  },
})

/** custom/clients: 'Browse by Industry'; cards link to their case study when there is one. */
export const clientsBlock = defineBlock({
  schema: z.object({ title: z.string().default('Our clients'), text }),
  load: (_a, ctx) => ctx.cms.list('clients'),
  island: (_a, d) => d.length > 0,
  Component: ({ id, attrs, data }) => {
    const listId = `${id}-list`
    const industries = new Map(
      data.flatMap((c) => c.clientIndustries.map((i) => [String(i.id), i.name] as const)),
    )
    return (
      <Section id={id} title={attrs.title} intro={attrs.text} className="section-clients">
        <FilterControls
          targetId={listId}
          label="Browse by Industry"
          allLabel="All Industries"
          mode="select"
          options={[...industries].map(([value, label]) => ({ value, label }))}
        />
        <ul id={listId} className="client-grid">
          {data.map((client) => {
            const slug = client.caseStudies[0]
            const body = (
              <>
                <Picture
                  image={cmsImage(client.logo, 320, 120, `${client.name || client.title} logo`)}
                />
                <span className="client-tags">
                  {client.clientIndustries.map((i) => i.name).join(' · ')}
                </span>
                <span className="client-overlay">
                  <span>{client.description}</span>
                  {slug && <span className="client-cta">View Case Study</span>}
                </span>
              </>
            )
            return (
              <li
                key={client.databaseId}
                data-filter-values={client.clientIndustries.map((i) => String(i.id)).join('|')}
              >
                {slug ? (
                  <a className="client-card" href={`/case-studies/${slug}`}>
                    {body}
                  </a>
                ) : (
                  <div className="client-card" tabIndex={0}>
                    {body}
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      </Section>
    )
  },
})

/** custom/partners: logo, name and description, limited to the configured number. */
export const partnersBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Partners'),
    limit: z.number().int().positive().default(6),
  }),
  load: async (attrs, ctx) => (await ctx.cms.list('partners')).slice(0, attrs.limit),
  Component: ({ id, attrs, data }) => (
    <Section id={id} title={attrs.title}>
      <ul className="partner-grid">
        {data.map((p) => (
          <li key={p.databaseId} className="partner">
            <Picture image={cmsImage(p.logo, 320, 120, '')} />
            <h3>{p.name || p.title}</h3>
            <p>{p.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  ),
})

/** custom/management-team: a carousel; each member's bio opens in a drawer. */
export const managementTeamBlock = defineBlock({
  schema: z.object({
    title: z.string().default('Management team'),
    ids: z.array(z.number().int()).default([]),
  }),
  load: (attrs, ctx) => ctx.cms.list('managementTeam', attrs.ids),
  // The carousel arrows, and the focus trap of the bio drawers, need the client entry.
  island: (_a, d) => d.length > 0,
  Component: ({ id, attrs, data }) => (
    <Section id={id} title={attrs.title}>
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 480: 2, 1024: 3, 1366: 4 }}
        slides={data.map((m) => {
          const drawerId = `${id}-bio-${m.databaseId}`
          const name = m.name || m.title
          return {
            key: String(m.databaseId),
            node: (
              <div className="person">
                <Picture image={cmsImage(m.image, 480, 560)} />
                <h3>{name}</h3>
                <p className="muted">{m.position}</p>
                <DrawerOpener drawerId={drawerId} className="btn btn-secondary btn-small">
                  Read Bio<span className="sr-only"> of {name}</span>
                </DrawerOpener>
                <Drawer id={drawerId} title={name}>
                  <p className="muted">{m.position}</p>
                  <p>{m.description}</p>
                  <ul className="contact-lines">
                    {m.linkedInURL && (
                      <li>
                        <a href={m.linkedInURL} target="_blank" rel="noopener noreferrer">
                          LinkedIn profile of {name}
                        </a>
                      </li>
                    )}
                    {m.email && (
                      <li>
                        <a href={`mailto:${m.email}`}>{m.email}</a>
                      </li>
                    )}
                  </ul>
                </Drawer>
              </div>
            ),
          }
        })}
      />
    </Section>
  ),
})

const member = z.object({
  id: itemId,
  name: z.string(),
  position: z.string(),
  email: z.email().optional(),
  phone: z.string().optional(),
  image: imageAttr.optional(),
  linkedIn: href.optional(),
  quote: text,
})

/** custom/product-team and social-ambassadors: people with optional mailto and tel links. */
export const peopleBlock = defineBlock({
  schema: z.object({
    title: z.string(),
    members: z.array(member).optional(),
    items: z.array(member).optional(),
  }),
  island: (attrs) => (attrs.members ?? attrs.items ?? []).length > 1,
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title}>
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 480: 2, 1024: 3, 1366: 4 }}
        slides={(attrs.members ?? attrs.items ?? []).map((p) => ({
          key: p.id,
          node: (
            <div className="person">
              <Picture image={p.image} width={320} height={380} />
              <h3>{p.name}</h3>
              <p className="muted">{p.position}</p>
              {p.quote && <p>“{p.quote}”</p>}
              <ul className="contact-lines">
                {p.email && (
                  <li>
                    <a href={`mailto:${p.email}`}>{p.email}</a>
                  </li>
                )}
                {p.phone && (
                  <li>
                    <a href={`tel:${p.phone.replaceAll(' ', '')}`}>{p.phone}</a>
                  </li>
                )}
                {p.linkedIn && (
                  <li>
                    <a href={p.linkedIn} target="_blank" rel="noopener noreferrer">
                      LinkedIn profile of {p.name}
                    </a>
                  </li>
                )}
              </ul>
            </div>
          ),
        }))}
      />
    </Section>
  ),
})
