import { Logo } from './Logo'
import { CONTACT_LINK, LEGAL_LINKS, MAIN_LINKS, SERVICE_LINKS, SITE } from './site'

/** Footer with services, company links, legal links and contact details. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <Logo />
          <p>{SITE.description}</p>
          <p>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            <br />
            <a href={`tel:${SITE.phone.replaceAll(' ', '')}`}>{SITE.phone}</a>
          </p>
        </div>
        <nav aria-label="Services" className="footer-col">
          <h2 className="footer-heading">Services</h2>
          <ul>
            {SERVICE_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company" className="footer-col">
          <h2 className="footer-heading">Company</h2>
          <ul>
            {[...MAIN_LINKS, CONTACT_LINK].map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getUTCFullYear()} {SITE.legalName}
        </p>
        <nav aria-label="Legal">
          <ul className="legal-links">
            {LEGAL_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
