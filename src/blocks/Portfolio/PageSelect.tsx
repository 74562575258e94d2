import { paramName, ROUTES } from '../../routes/route-map'
import { Island } from '../ui/Island'

export interface PageSelectProps {
  path: string
  category: string
  page: number
  pages: number
}

/** The page dropdown: a GET form (works without JavaScript); hydrated, it jumps on change. */
export function PageSelectView({
  path,
  category,
  page,
  pages,
  onChange,
}: PageSelectProps & { onChange?: (page: number) => void }) {
  return (
    <form method="get" action={path} className="page-select">
      {category && (
        <input
          type="hidden"
          name={paramName(ROUTES.caseStudy.query, 'category')}
          value={category}
        />
      )}
      <label>
        <span className="sr-only">Go to page</span>
        <select
          name={paramName(ROUTES.caseStudy.query, 'page')}
          defaultValue={String(page)}
          onChange={(e) => onChange?.(Number(e.currentTarget.value))}
        >
          {Array.from({ length: pages }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              Page {i + 1} of {pages}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-secondary btn-small no-js-only">
        Go
      </button>
    </form>
  )
}

export function PageSelect(props: PageSelectProps) {
  return (
    <Island name="page-select" props={props} when="idle" className="page-select-island">
      <PageSelectView {...props} />
    </Island>
  )
}
