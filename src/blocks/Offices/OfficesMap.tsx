import type { FormEvent } from 'react'
import { balancedGridStyle } from '../ui/balanced-grid'
import { Island } from '../ui/Island'
import type { KeptState } from '../ui/filter/page-state'
import type { Office } from './schema'

export interface OfficesMapProps {
  listId: string
  offices: Office[]
  /** A raster tile URL template for production; without one, countries are drawn from npm data. */
  tileUrl?: string
  /** The address asked for the map open (`?map=1`): the server renders it open. */
  open: boolean
  /** The page the offices are on, and the section's id: the toggle's address. */
  path: string
  anchor: string
  /** The page's other controls' values (the country), which the toggle keeps. */
  kept: KeptState
}

/** The id of the element under the controls that the map is drawn into. */
export const mapSlotId = (listId: string) => `${listId}-map`

/** The class of the map's region; the map is drawn into it. */
export const MAP_CLASS = 'offices-map'
export const MAP_LABEL = 'Map of our offices'

/**
 * The 'View on map' toggle: a GET form, so that it opens the map (`?map=1`, the page's other
 * controls kept) before and without JavaScript; the island toggles the map in place instead.
 */
export function OfficesMapToggle({
  open,
  path,
  anchor,
  kept,
  controls,
  onToggle,
}: Pick<OfficesMapProps, 'open' | 'path' | 'anchor' | 'kept'> & {
  controls: string
  onToggle?: () => void
}) {
  const submit = (e: FormEvent) => {
    if (!onToggle) return
    e.preventDefault()
    onToggle()
  }
  return (
    <form method="get" action={`${path}#${anchor}`} className="map-toggle-form" onSubmit={submit}>
      {kept.map(([name, v]) => v && <input key={name} type="hidden" name={name} value={v} />)}
      <button
        type="submit"
        className="btn btn-secondary map-toggle"
        aria-pressed={open}
        aria-controls={controls}
        {...(open ? {} : { name: 'map', value: '1' })}
      >
        {open ? 'Hide map' : 'View on map'}
      </button>
    </form>
  )
}

/** An office's place on OpenStreetMap, which works without this page's JavaScript. */
export const externalMapHref = (o: Office) =>
  `https://www.openstreetmap.org/?mlat=${o.latitude}&mlon=${o.longitude}#map=16/${o.latitude}/${o.longitude}`

/**
 * The map region as the server renders it open: each office as a pin with its address and a link
 * to it on OpenStreetMap (all a page without JavaScript can show), in the box the map takes, so
 * the map replaces it without moving anything.
 */
export function OfficesMapRegion({ offices, country }: { offices: Office[]; country: string }) {
  const shown = offices.filter((o) => country === '' || o.country === country).length
  return (
    <div className={MAP_CLASS} role="region" aria-label={MAP_LABEL}>
      <ul
        className="offices-map-static balanced-grid"
        style={balancedGridStyle(shown, { base: 1, loadMore: 2, desktop: 3 })}
      >
        {offices.map((o) => (
          <li key={o.id} data-office={o.id} hidden={country !== '' && o.country !== country}>
            <span className="map-pin" aria-hidden="true" />
            <strong>{o.city}</strong>
            <span className="muted">{o.address}</span>
            <a href={externalMapHref(o)}>View {o.city} on OpenStreetMap</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function OfficesMap(props: OfficesMapProps) {
  return (
    <Island name="offices-map" props={props} className="offices-map-island">
      <OfficesMapToggle {...props} controls={mapSlotId(props.listId)} />
    </Island>
  )
}
