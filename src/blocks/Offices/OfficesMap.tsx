import { Island } from '../ui/Island'
import type { Office } from './schema'

export interface OfficesMapProps {
  listId: string
  offices: Office[]
  /** A raster tile URL template for production; without one, countries are drawn from npm data. */
  tileUrl?: string
}

/** The id of the empty element under the controls that the map is drawn into. */
export const mapSlotId = (listId: string) => `${listId}-map`

/** The 'View on map' toggle; the map and Leaflet load only when it is pressed. */
export function OfficesMapToggle({
  pressed = false,
  onToggle,
}: {
  pressed?: boolean
  onToggle?: () => void
}) {
  return (
    <button
      type="button"
      className="btn btn-secondary map-toggle"
      aria-pressed={pressed}
      onClick={onToggle}
    >
      {pressed ? 'Hide map' : 'View on map'}
    </button>
  )
}

export function OfficesMap(props: OfficesMapProps) {
  return (
    <Island name="offices-map" props={props} className="js-only offices-map-island">
      <OfficesMapToggle />
    </Island>
  )
}
