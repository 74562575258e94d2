import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { OfficesMapProps } from './OfficesMap'
import { mapSlotId, OfficesMapToggle } from './OfficesMap'

/**
 * Shows the offices map on demand: Leaflet and the basemap data are loaded at that moment only.
 * The map goes into its slot under the controls, where it takes the section's full width.
 */
export default function OfficesMapIsland(props: OfficesMapProps) {
  const [shown, setShown] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!shown || !container.current) return
    let dispose = () => {}
    let cancelled = false
    void import('./leaflet-map').then(async ({ mountOfficesMap }) => {
      if (cancelled || !container.current) return
      const cleanup = await mountOfficesMap(container.current, props)
      // Hidden again while the styles were loading: undo at once.
      if (cancelled) cleanup()
      else dispose = cleanup
    })
    return () => {
      cancelled = true
      dispose()
    }
  }, [shown, props])
  return (
    <>
      <OfficesMapToggle pressed={shown} onToggle={() => setShown((v) => !v)} />
      {shown &&
        createPortal(
          <div
            ref={container}
            className="offices-map"
            role="region"
            aria-label="Map of our offices"
          />,
          document.getElementById(mapSlotId(props.listId)) ?? document.body,
        )}
    </>
  )
}
