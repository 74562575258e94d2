import type { BlockProps } from '../define-block'
import { FilterControls } from '../ui/filter/FilterControls'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import { mapSlotId, OfficesMap } from './OfficesMap'
import type { OfficesAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'
import { headingText } from '../ui/HeadingText'

/** Offices as a readable list with a country filter; `data` is the map tile URL, if any. */
export function Offices({ id, attrs, data: tileUrl }: BlockProps<OfficesAttrs, string | null>) {
  const listId = `${id}-offices`
  const countries = [...new Set(attrs.offices.map((o) => o.country))].sort((a, b) =>
    a.localeCompare(b),
  )
  return (
    <Section id={id} title={attrs.title} className="section-offices">
      <div className="offices-controls">
        <FilterControls
          targetId={listId}
          param="country"
          label="Country"
          allLabel="All countries"
          mode="select"
          options={countries.map((c) => ({ value: c, label: c }))}
        />
        <OfficesMap listId={listId} offices={attrs.offices} tileUrl={tileUrl ?? undefined} />
      </div>
      <div id={mapSlotId(listId)} className="offices-map-slot" />
      <ul
        id={listId}
        className="office-list balanced-grid"
        style={balancedGridStyle(attrs.offices.length, { base: 1, loadMore: 2, desktop: 3 })}
      >
        {attrs.offices.map((o) => (
          <li key={o.id} data-office={o.id} data-filter-values={o.country} className="office">
            <Picture image={o.image} width={640} height={400} />
            <h3>{headingText(o.city)}</h3>
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
}
