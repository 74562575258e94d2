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
    void import('./leaflet-map').then(({ mountOfficesMap }) => {
      if (cancelled || !container.current) return
      dispose = mountOfficesMap(container.current, props)
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
