import { useEffect, useRef, useState } from 'react'
import type { OfficesMapProps } from './OfficesMap'
import { OfficesMapToggle } from './OfficesMap'

/** Shows the offices map on demand: Leaflet and the basemap data are loaded at that moment only. */
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
      {shown && (
        <div
          ref={container}
          className="offices-map"
          role="region"
          aria-label="Map of our offices"
        />
      )}
    </>
  )
}
