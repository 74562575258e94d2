import { Logo } from './Logo'
import { useSite } from './site'

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
            {site.phone && <a href={`tel:${site.phone.replaceAll(' ', '')}`}>{site.phone}</a>}
          </p>
        </div>
        {columns.map((column) => (
          <nav
            aria-label={column.label}
            className="footer-col"
            key={`${column.href}:${column.label}`}
          >
            <h2 className="footer-heading">{column.label}</h2>
            <ul>
              {column.children.map((l) => (
                <li key={`${l.href}:${l.label}`}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {loose.length > 0 && (
          <nav aria-label="More" className="footer-col">
            <ul>
              {loose.map((l) => (
                <li key={`${l.href}:${l.label}`}>
                  <a href={l.href}>{l.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="container footer-bottom">
        <p>{`© ${new Date().getUTCFullYear()} ${site.legalName}`}</p>
        <nav aria-label="Legal">
          <ul className="legal-links">
            {site.menus.legal.map((l) => (
              <li key={`${l.href}:${l.label}`}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
