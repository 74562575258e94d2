import type { Client } from '../../cms/operations/lists'
import { ROUTES } from '../../routes/route-map'
import type { BlockProps } from '../define-block'
import { FilterControls } from '../ui/filter/FilterControls'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { ClientsAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'

/**
 * Client cards filtered by industry; a card links to its case study when there is one. A card without
 * one is not a control: it is neither clickable nor in the tab order.
 */
export function Clients({ id, attrs, data }: BlockProps<ClientsAttrs, Client[]>) {
  const listId = `${id}-list`
  const industries = new Map(
    data.flatMap((c) => c.clientIndustries.map((i) => [String(i.id), i.name] as const)),
  )
  return (
    <Section id={id} title={attrs.title} intro={attrs.text} className="section-clients">
      <FilterControls
        targetId={listId}
        param="industry"
        label="Browse by Industry"
        allLabel="All Industries"
        mode="select"
        options={[...industries].map(([value, label]) => ({ value, label }))}
      />
      <ul
        id={listId}
        className="client-grid balanced-grid"
        style={balancedGridStyle(data.length, { base: 2, tablet: 3, desktop: 4 })}
      >
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
                <a className="client-card" href={ROUTES.caseStudy.path(slug)}>
                  {body}
                </a>
              ) : (
                <div className="client-card">{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
