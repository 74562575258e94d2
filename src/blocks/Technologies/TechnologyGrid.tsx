import { useEffect, useId, useRef, useState } from 'react'
import { hrefWith, readQuery, ROUTES, type QueryReader } from '../../routes/route-map'
import { BREAKPOINTS } from '../ui/breakpoints'

interface TechItem {
  id: number
  title: string
  categories: number[]
  image: string | null
  tooltip: string
}

export interface TechnologyGridProps {
  categories: { id: number; name: string }[]
  items: TechItem[]
  /** The page the grid is on: each tab is an address on it (`?technology=<name>`). */
  path: string
  /** The id of the section, which a tab's link scrolls to. */
  anchor: string
  /** The category the URL asks for (0: All). */
  selected: number
}

/** Items shown at first: 4 on a phone (480 px or less), 16 up to a tablet (768 px), 24 above. */
export function initialCount(width: number): number {
  return width <= BREAKPOINTS.phone ? 4 : width <= BREAKPOINTS.tablet ? 16 : 24
}
/** 'Load More' adds 4 on a phone, else 8. */
export function loadMoreStep(width: number): number {
  return width <= BREAKPOINTS.phone ? 4 : 8
}

/** The address of a tab: the page with its category (none for 'All'). */
export function tabHref(path: string, category: string): string {
  return hrefWith(path, ROUTES.service.query, { technology: category })
}

/** The tab an address asks for (`?technology=Backend`, any case); an unknown name is 'All' (0). */
export function tabOf(categories: TechnologyGridProps['categories'], params: QueryReader) {
  const asked = readQuery(params, ROUTES.service.query).technology
  return categories.find((c) => c.name.toLowerCase() === asked)?.id ?? 0
}

/**
 * Technologies with category tabs ('All' + names) and 'Load More'. The tabs are links to the page
 * with `?technology=`, so they work without JavaScript (where every technology of a tab shows);
 * hydrated, a tab filters in place and the URL follows, one history entry per tab (Back returns to
 * the tab before). The server renders CSS limits per width, so the first paint already shows the
 * right number, and 'Load More' where the limit hides some.
 */
export function TechnologyGrid({
  categories,
  items,
  path,
  anchor,
  selected,
  live = false,
}: TechnologyGridProps & { live?: boolean }) {
  const base = useId().replace(/[^a-zA-Z0-9-]/g, '')
  const [tab, setTab] = useState(selected)
  const [count, setCount] = useState<number | null>(null)
  // The first count depends on the viewport, which the server does not know: until mounted,
  // 'Load More' is rendered wherever a width could need it and CSS shows it where one does, so it
  // is there (and a press on it is kept for the island) from the first paint.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  // Back and Forward step through the tabs the visitor chose.
  useEffect(() => {
    if (!live) return
    const stepped = () => {
      setTab(tabOf(categories, new URLSearchParams(window.location.search)))
      setCount(initialCount(window.innerWidth))
    }
    window.addEventListener('popstate', stepped)
    return () => window.removeEventListener('popstate', stepped)
  }, [live, categories])
  // The tab the URL chose may sit past the end of a narrow screen's chip row: bring it into view.
  const tablist = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const list = tablist.current
    const chosen = list?.querySelector('[aria-selected="true"]')
    if (!list || !chosen) return
    const [row, chip] = [list.getBoundingClientRect(), chosen.getBoundingClientRect()]
    if (chip.right > row.right) list.scrollLeft += chip.right - row.right
  }, [])
  const shown = tab ? items.filter((t) => t.categories.includes(tab)) : items
  const width = typeof window === 'undefined' ? 1440 : window.innerWidth
  const limit = count ?? initialCount(width)
  const more = mounted ? shown.length > limit : shown.length > initialCount(0)
  return (
    <div className="technologies" data-limited={count === null ? '' : undefined}>
      <div className="chips" role="tablist" aria-label="Technology categories" ref={tablist}>
        {[{ id: 0, name: '' }, ...categories].map((c) => {
          const href = tabHref(path, c.name)
          return (
            <a
              key={c.id}
              role="tab"
              href={`${href}#${anchor}`}
              id={`${base}-tab-${c.id}`}
              aria-selected={tab === c.id}
              aria-controls={`${base}-panel`}
              className="chip"
              onClick={(e) => {
                if (!live) return
                e.preventDefault()
                if (c.id === tab) return
                setTab(c.id)
                setCount(initialCount(window.innerWidth))
                window.history.pushState(null, '', href)
              }}
            >
              {c.name || 'All'}
            </a>
          )
        })}
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
        {more && (
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
