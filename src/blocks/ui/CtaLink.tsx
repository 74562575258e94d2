import { isSitePath } from './links'

/**
 * A hero call to action: to its configured link, or to the page's contact section (`#contact`).
 * A link off the site (whatever its spelling, `//host` included) tells the browser so.
 */
export function CtaLink({
  text,
  link,
  variant = 'primary',
}: {
  text?: string
  link?: string
  variant?: 'primary' | 'secondary'
}) {
  if (!text) return null
  const href = link ?? '#contact'
  const external = isSitePath(href) ? {} : { rel: 'external noopener noreferrer' }
  return (
    <a className={`btn btn-${variant}`} href={href} {...external}>
      {text}
    </a>
  )
}
