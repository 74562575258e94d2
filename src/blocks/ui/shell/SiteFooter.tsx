import { Logo } from './Logo'
import { useSite, type NavLink } from './site'
import { headingText } from '../HeadingText'
import { telHref } from '../tel-href'

function LinkList({ links, className }: { links: NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={`${l.href}:${l.label}`}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  )
}

/** Footer: the company, WordPress's footer menu as columns, legal links and contact details. */
export function SiteFooter() {
  const site = useSite()
  const columns = site.menus.footer.filter((item) => item.children.length > 0)
  const loose = site.menus.footer.filter((item) => item.children.length === 0)
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <Logo />
          {site.description && <p>{site.description}</p>}
          <p>
            {site.email && <a href={`mailto:${site.email}`}>{site.email}</a>}
            {site.email && site.phone && <br />}
            {site.phone && <a href={telHref(site.phone)}>{site.phone}</a>}
          </p>
        </div>
        {columns.map((column) => (
          <nav
            aria-label={column.label}
            className="footer-col"
            key={`${column.href}:${column.label}`}
          >
            <h2 className="footer-heading">
              {column.ownPage ? (
                <a href={column.href}>{headingText(column.label)}</a>
              ) : (
                headingText(column.label)
              )}
            </h2>
            <LinkList links={column.children} />
          </nav>
        ))}
        {loose.length > 0 && (
          <nav aria-label="More" className="footer-col">
            <LinkList links={loose} />
          </nav>
        )}
      </div>
      <div className="container footer-bottom">
        <p>{`© ${new Date().getUTCFullYear()} ${site.legalName}`}</p>
        {site.menus.legal.length > 0 && (
          <nav aria-label="Legal">
            <LinkList links={site.menus.legal} className="legal-links" />
          </nav>
        )}
      </div>
    </footer>
  )
}
