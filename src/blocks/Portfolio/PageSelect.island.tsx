import { portfolioHref } from './pagination'
import { PageSelectView, type PageSelectProps } from './PageSelect'

/** Jumps to the chosen page as soon as it is chosen. */
export default function PageSelectIsland(props: PageSelectProps) {
  return (
    <PageSelectView
      {...props}
      onChange={(page) => window.location.assign(portfolioHref(props.path, props.category, page))}
    />
  )
}
