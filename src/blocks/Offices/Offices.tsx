import type { BlockProps } from '../define-block'
import { FilterControls } from '../ui/filter/FilterControls'
import { filterValues } from '../ui/filter/list-filter'
import type { PageState } from '../ui/filter/page-state'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import { mapSlotId, OfficesMap, OfficesMapRegion } from './OfficesMap'
import type { Office, OfficesAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'
import { headingText } from '../ui/HeadingText'
import { EmailText } from '../ui/EmailText'
import { telHref } from '../ui/tel-href'

export interface OfficesData {
  /** The map tile URL template, if any. */
  tileUrl: string | null
  /** The page the offices are on. */
  path: string
  /** The country the URL chose ('' for all). */
  country: string
  /** The URL asked for the map open (`?map=1`). */
  mapOpen: boolean
  /** What the page's controls show, which the country form keeps. */
  state: PageState
}

/** The countries of the offices, in alphabetical order: the filter's options. */
export const countriesOf = (offices: Office[]): string[] =>
  [...new Set(offices.map((o) => o.country))].sort((a, b) => a.localeCompare(b))

/** Offices as a readable list with a country filter (the server shows the URL's country). */
export function Offices({ id, attrs, data }: BlockProps<OfficesAttrs, OfficesData>) {
  const { tileUrl, path, country, mapOpen } = data
  const listId = `${id}-offices`
  return (
    <Section id={id} anchor={id} title={attrs.title} className="section-offices">
      <div className="offices-controls">
        <FilterControls
          targetId={listId}
          param="country"
          label="Country"
          allLabel="All countries"
          mode="select"
          options={countriesOf(attrs.offices)}
          path={path}
          anchor={id}
          value={country}
          kept={data.state.others('country')}
        />
        <OfficesMap
          listId={listId}
          offices={attrs.offices}
          tileUrl={tileUrl ?? undefined}
          open={mapOpen}
          path={path}
          anchor={id}
          kept={data.state.others('map')}
        />
      </div>
      <div id={mapSlotId(listId)} className="offices-map-slot">
        {mapOpen && <OfficesMapRegion offices={attrs.offices} country={country} />}
      </div>
      <ul
        id={listId}
        className="office-list balanced-grid"
        style={balancedGridStyle(attrs.offices.length, {
          base: 1,
          loadMore: 2,
          desktop: 3,
          // From 1600 px a card is 264 px or more: room for an address and an e-mail in one row.
          wider: 5,
        })}
      >
        {attrs.offices.map((o) => (
          <li
            key={o.id}
            data-office={o.id}
            data-filter-values={filterValues([o.country])}
            className="office"
            hidden={country !== '' && o.country !== country}
          >
            <Picture image={o.image} width={640} height={400} />
            <h3>{headingText(o.city)}</h3>
            <p className="muted">{o.country}</p>
            <address>
              {o.address}
              <br />
              {o.hotline && <a href={telHref(o.hotline)}>{o.hotline}</a>}
              <br />
              {o.email && (
                <a href={`mailto:${o.email}`}>
                  <EmailText email={o.email} />
                </a>
              )}
            </address>
          </li>
        ))}
      </ul>
    </Section>
  )
}
