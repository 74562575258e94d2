/** A hero call to action: to its configured link, or to the page's contact section (`#contact`). */
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
  return (
    <a className={`btn btn-${variant}`} href={link ?? '#contact'}>
      {text}
    </a>
  )
}
