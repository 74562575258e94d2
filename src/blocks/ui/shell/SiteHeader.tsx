import { Logo } from './Logo'
import { useSite, type NavItem, type NavLink } from './site'

const isCurrent = (path: string, href: string) => path === href
const isSection = (path: string, href: string) => path === href || path.startsWith(href + '/')

function NavEntry({ link, path, className }: { link: NavLink; path: string; className?: string }) {
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

function SubMenu({ links, path }: { links: readonly NavLink[]; path: string }) {
  return (
    <ul className="sub-menu">
      {links.map((link) => (
        <li key={`${link.href}:${link.label}`}>
          <NavEntry link={link} path={path} />
        </li>
      ))}
    </ul>
  )
}

/**
 * A mobile menu item with children (Services): a disclosure, closed on every page, so that every
 * top-level item shows when the menu opens, even at 320 x 640. `<details>` opens without script,
 * and the browser exposes its summary's expanded state and puts its links next in the Tab order.
 */
function MobileGroup({ item, path }: { item: NavItem; path: string }) {
  return (
    <details className="mobile-group">
      <summary className={isSection(path, item.href) ? 'is-section' : undefined}>
        {item.label}
      </summary>
      <SubMenu links={item.children} path={path} />
    </details>
  )
}

/** A stable id for a sub-menu popover (`services-menu` for the services menu). */
const menuId = (item: NavItem) =>
  `${
    item.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'sub'
  }-menu`

/**
 * Header with the main navigation (WordPress's header menu, mobile menu for small screens). A menu
 * item with children and the mobile menu are popovers opened by their buttons: the browser closes
 * them on an outside click or Escape, returns focus to the button, puts their links next in the
 * Tab order and exposes `aria-expanded`, all without script. Inside the mobile menu, an item with
 * children is a disclosure (`MobileGroup`), its items in WordPress's order.
 */
export function SiteHeader({ path }: { path: string }) {
  const { menus } = useSite()
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/" className="brand" aria-current={path === '/' ? 'page' : undefined}>
          <Logo />
        </a>
        {/* A site without menus in WordPress shows its name only: no empty navigation. */}
        {menus.header.length > 0 && (
          <nav aria-label="Main" className="main-nav">
            <ul className="nav-list">
              {menus.header.map((item) => (
                <li className="nav-item" key={`${item.href}:${item.label}`}>
                  {item.children.length > 0 ? (
                    <>
                      <button
                        type="button"
                        className={`nav-dropdown-toggle${isSection(path, item.href) ? ' is-section' : ''}`}
                        popoverTarget={menuId(item)}
                      >
                        {item.label}
                      </button>
                      <div id={menuId(item)} className="nav-dropdown" popover="auto">
                        <SubMenu links={item.children} path={path} />
                      </div>
                    </>
                  ) : (
                    <NavEntry
                      link={item}
                      path={path}
                      className={item.cta ? 'btn btn-primary' : undefined}
                    />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {menus.mobile.length > 0 && (
          <>
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
                <ul className="mobile-main">
                  {menus.mobile.map((item) => (
                    <li key={`${item.href}:${item.label}`}>
                      {item.children.length > 0 ? (
                        <MobileGroup item={item} path={path} />
                      ) : (
                        <NavEntry link={item} path={path} />
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          </>
        )}
      </div>
    </header>
  )
}
