import { useEffect, useState } from 'react'
import { OFFICES_QUERY, readQuery } from '../../routes/route-map'
import { pushPageState, useKeptState } from '../ui/filter/kept-state'
import type { OfficesMapProps } from './OfficesMap'
import { MAP_CLASS, MAP_LABEL, mapSlotId, OfficesMapToggle } from './OfficesMap'

const mapInAddress = () => readQuery(new URLSearchParams(window.location.search), OFFICES_QUERY).map

/** The region the server rendered open (`?map=1`), or a new one in the slot under the controls. */
function mapRegion(slot: HTMLElement): HTMLElement {
  const rendered = slot.querySelector<HTMLElement>(`.${MAP_CLASS}`)
  if (rendered) return rendered
  const region = document.createElement('div')
  region.className = MAP_CLASS
  region.setAttribute('role', 'region')
  region.setAttribute('aria-label', MAP_LABEL)
  return slot.appendChild(region)
}

/**
 * Shows the offices map on demand: Leaflet and the basemap data are loaded at that moment only.
 * The map takes the section's full width, in its slot under the controls. Opening and closing it is
 * a history entry (`?map=1`): Back closes what the visitor opened, as without JavaScript.
 */
export default function OfficesMapIsland(props: OfficesMapProps) {
  const [shown, setShown] = useState(props.open)
  const kept = useKeptState(props.kept)
  useEffect(() => {
    const stepped = () => setShown(mapInAddress())
    window.addEventListener('popstate', stepped)
    return () => window.removeEventListener('popstate', stepped)
  }, [])
  useEffect(() => {
    const slot = document.getElementById(mapSlotId(props.listId))
    if (!shown || !slot) return
    const region = mapRegion(slot)
    let dispose = () => {}
    let cancelled = false
    void import('./leaflet-map').then(async ({ mountOfficesMap }) => {
      if (cancelled) return
      const cleanup = await mountOfficesMap(region, props)
      // Hidden again while the styles were loading: undo at once.
      if (cancelled) cleanup()
      else dispose = cleanup
    })
    return () => {
      cancelled = true
      dispose()
      region.remove()
    }
  }, [shown, props])
  const toggle = () => {
    const url = new URL(window.location.href)
    if (shown) url.searchParams.delete('map')
    else url.searchParams.set('map', '1')
    setShown(!shown)
    pushPageState(url)
  }
  return (
    <OfficesMapToggle
      {...props}
      open={shown}
      kept={kept}
      controls={mapSlotId(props.listId)}
      onToggle={toggle}
    />
  )
}
