import { useState } from 'react'
import type { Vacancy } from '../../cms/vacancies'
import { ROUTES } from '../../routes/route-map'
import type { VacancyFilter } from '../ui/filter/vacancy-filter'
import { changeFilter, useVacancyFilter } from '../ui/filter/vacancy-filter-bus'
import { filterVacancies, VACANCIES_SHOWN } from './filter-vacancies'
import { headingText } from '../ui/HeadingText'

type VacancyCard = Pick<Vacancy, 'slug' | 'name' | 'locations' | 'occupation_category'>

export interface VacancyListProps {
  vacancies: VacancyCard[]
  filter: VacancyFilter
  /** The list could not be loaded (the CMS failed and nothing was cached). */
  failed?: boolean
  /** Where to write while the list cannot be shown: the company's careers address, if known. */
  contactEmail?: string
}

/**
 * The vacancy list: 5 cards, then a card with the number of other open vacancies that reveals the
 * rest. A filter change shows 5 again. Cards open their vacancy; a category chip filters by it.
 */
export function VacancyList({
  vacancies,
  filter,
  failed,
  contactEmail,
  live = false,
}: VacancyListProps & { live?: boolean }) {
  const current = useVacancyFilter(filter)
  // Expanded for one filter: every change makes a new filter, even back to one seen before
  // (back to 'All'), so every change shows 5 again.
  const [expandedFor, setExpandedFor] = useState<VacancyFilter | null>(null)
  const expanded = expandedFor === current
  const matches = filterVacancies(vacancies, current)
  const rest = matches.length - VACANCIES_SHOWN
  if (failed) {
    return (
      <p className="vacancy-empty" role="status">
        Open positions cannot be shown right now. Please try again later
        {contactEmail ? ` or write to ${contactEmail}.` : '.'}
      </p>
    )
  }
  if (matches.length === 0) {
    return (
      <p className="vacancy-empty" role="status">
        No vacancies found
      </p>
    )
  }
  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {matches.length} open {matches.length === 1 ? 'position' : 'positions'}
      </p>
      <ul className="vacancy-list" data-reveal-always={expanded ? undefined : ''}>
        {matches.map((v, i) => (
          <li
            key={v.slug}
            className={i >= VACANCIES_SHOWN ? 'vacancy-card reveal-extra' : 'vacancy-card'}
          >
            <h3>
              <a className="vacancy-link" href={ROUTES.vacancy.path(v.slug)}>
                {headingText(v.name)}
              </a>
            </h3>
            <p className="vacancy-where">{v.locations.join(' · ')}</p>
            <a
              className="chip vacancy-chip"
              href={ROUTES.vacancy.listHref({ ...current, department: v.occupation_category })}
              onClick={(e) => {
                if (!live) return
                e.preventDefault()
                changeFilter(current, { department: v.occupation_category })
                window.scrollTo({
                  top: 0,
                  behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches
                    ? 'auto'
                    : 'smooth',
                })
              }}
            >
              {v.occupation_category}
            </a>
          </li>
        ))}
      </ul>
      {rest > 0 && !expanded && (
        <button
          type="button"
          className="vacancy-more js-only"
          onClick={() => setExpandedFor(current)}
        >
          <span className="vacancy-more-count">{rest}</span> other open{' '}
          {rest === 1 ? 'vacancy' : 'vacancies'}
          <span className="vacancy-more-action">Show all</span>
        </button>
      )}
    </>
  )
}
