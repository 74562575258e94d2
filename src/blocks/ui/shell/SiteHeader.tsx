import { Logo } from './Logo'
import { CONTACT_LINK, MAIN_LINKS, SERVICE_LINKS, type NavLink } from './site'

const isCurrent = (path: string, href: string) => path === href
const isSection = (path: string, href: string) => path === href || path.startsWith(href + '/')

function NavItem({ link, path, className }: { link: NavLink; path: string; className?: string }) {
  return (
    <a
      href={link.href}
      className={className}
      aria-current={
        isCurrent(path, link.href) ? 'page' : isSection(path, link.href) ? 'true' : undefined
      }
    >
      {link.label}
    </a>
  )
}

function ServiceList({ path }: { path: string }) {
  return (
    <ul className="sub-menu">
      <li>
        <NavItem link={{ href: '/services', label: 'All services' }} path={path} />
      </li>
      {SERVICE_LINKS.map((link) => (
        <li key={link.href}>
          <NavItem link={link} path={path} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Header with the main navigation. The services menu and the mobile menu are popovers opened by
 * their buttons: the browser closes them on an outside click or Escape, returns focus to the
 * button, puts their links next in the Tab order and exposes `aria-expanded`, all without script.
 */
export function SiteHeader({ path }: { path: string }) {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/" className="brand" aria-current={path === '/' ? 'page' : undefined}>
          <Logo />
        </a>
        <nav aria-label="Main" className="main-nav">
          <ul className="nav-list">
            <li className="nav-item">
              <button
                type="button"
                className={`nav-dropdown-toggle${isSection(path, '/services') ? ' is-section' : ''}`}
                popoverTarget="services-menu"
              >
                Services
              </button>
              <div id="services-menu" className="nav-dropdown" popover="auto">
                <ServiceList path={path} />
              </div>
            </li>
            {MAIN_LINKS.map((link) => (
              <li className="nav-item" key={link.href}>
                <NavItem link={link} path={path} />
              </li>
            ))}
            <li className="nav-item">
              <NavItem link={CONTACT_LINK} path={path} className="btn btn-primary" />
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className="mobile-menu-toggle"
          popoverTarget="mobile-menu"
          aria-label="Menu"
        >
          <span className="burger" aria-hidden="true" />
        </button>
        <div id="mobile-menu" className="mobile-menu" popover="auto">
          <nav aria-label="Mobile" className="mobile-nav">
            <p className="mobile-nav-heading">Services</p>
            <ServiceList path={path} />
            <ul className="mobile-main">
              {[...MAIN_LINKS, CONTACT_LINK].map((link) => (
                <li key={link.href}>
                  <NavItem link={link} path={path} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  )
}
