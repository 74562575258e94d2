import type { Client } from '../../cms/operations/lists'
import { ROUTES } from '../../routes/route-map'
import type { BlockProps } from '../define-block'
import { FilterControls } from '../ui/filter/FilterControls'
import type { PageState } from '../ui/filter/page-state'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { ClientsAttrs } from './schema'
import { filterValues } from '../ui/filter/list-filter'

export interface ClientsData {
  clients: Client[]
  /** The page the clients are on. */
  path: string
  /** The industry the URL chose ('' for all). */
  industry: string
  /** What the page's controls show, which the industry form keeps. */
  state: PageState
}

/** The industries of the clients, in the order they first appear: the filter's options. */
export const industriesOf = (clients: Client[]): string[] => [
  ...new Set(clients.flatMap((c) => c.clientIndustries.map((i) => i.name))),
]
import { balancedGridStyle } from '../ui/balanced-grid'

/**
 * Client cards filtered by industry; a card links to its case study when there is one. A card without
 * one is not a control: it is neither clickable nor in the tab order.
 */
export function Clients({ id, attrs, data }: BlockProps<ClientsAttrs, ClientsData>) {
  const { clients, path, industry } = data
  const listId = `${id}-list`
  return (
    <Section id={id} anchor={id} title={attrs.title} intro={attrs.text} className="section-clients">
      <FilterControls
        targetId={listId}
        param="industry"
        label="Browse by Industry"
        allLabel="All Industries"
        mode="select"
        options={industriesOf(clients)}
        path={path}
        anchor={id}
        value={industry}
        kept={data.state.others('industry')}
      />
      <ul
        id={listId}
        className="client-grid balanced-grid"
        style={balancedGridStyle(clients.length, { base: 2, tablet: 3, desktop: 4 })}
      >
        {clients.map((client) => {
          const slug = client.caseStudies[0]
          const names = client.clientIndustries.map((i) => i.name)
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
              data-filter-values={filterValues(names)}
              hidden={industry !== '' && !names.includes(industry)}
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
