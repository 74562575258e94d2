import { useEffect, useId, useState } from 'react'
import { BREAKPOINTS } from '../ui/breakpoints'

export interface TechItem {
  id: number
  title: string
  categories: number[]
  image: string | null
  tooltip: string
}

export interface TechnologyGridProps {
  categories: { id: number; name: string }[]
  items: TechItem[]
}

/** Items shown at first: 4 on a phone (480 px or less), 16 up to a tablet (768 px), 24 above. */
export function initialCount(width: number): number {
  return width <= BREAKPOINTS.phone ? 4 : width <= BREAKPOINTS.tablet ? 16 : 24
}
/** 'Load More' adds 4 on a phone, else 8. */
export function loadMoreStep(width: number): number {
  return width <= BREAKPOINTS.phone ? 4 : 8
}

/**
 * Technologies with category tabs ('All' + names) and 'Load More'. Rendered on the server with CSS
 * limits per width, so the first paint already shows the right number; hydrated, the buttons work.
 */
export function TechnologyGrid({
  categories,
  items,
  live = false,
}: TechnologyGridProps & { live?: boolean }) {
  const base = useId().replace(/[^a-zA-Z0-9-]/g, '')
  const [tab, setTab] = useState(0)
  const [count, setCount] = useState<number | null>(null)
  // The button depends on the viewport, which the server does not know: show it once mounted.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const shown = tab ? items.filter((t) => t.categories.includes(tab)) : items
  const width = typeof window === 'undefined' ? 1440 : window.innerWidth
  const limit = count ?? initialCount(width)
  return (
    <div className="technologies" data-limited={count === null ? '' : undefined}>
      <div className="chips" role="tablist" aria-label="Technology categories">
        {[{ id: 0, name: 'All' }, ...categories].map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            id={`${base}-tab-${c.id}`}
            aria-selected={tab === c.id}
            aria-controls={`${base}-panel`}
            className="chip"
            onClick={() => {
              setTab(c.id)
              setCount(initialCount(window.innerWidth))
            }}
          >
            {c.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${tab}`}>
        <ul className="tech-grid">
          {shown.map((t, i) => (
            <li key={t.id} hidden={live && count !== null && i >= limit ? true : undefined}>
              <span className="logo-card" title={t.tooltip}>
                {t.image && (
                  <img
                    src={t.image}
                    alt=""
                    width={240}
                    height={80}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span>{t.title}</span>
              </span>
            </li>
          ))}
        </ul>
        {live && mounted && shown.length > limit && (
          <button
            type="button"
            className="btn btn-secondary tech-more"
            onClick={() => setCount(limit + loadMoreStep(window.innerWidth))}
          >
            Load More
          </button>
        )}
      </div>
    </div>
  )
}
