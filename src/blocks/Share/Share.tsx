import type { BlockProps } from '../define-block'
import { Drawer, DrawerOpener } from '../ui/Drawer'
import { OutlineIcon } from '../ui/icons'
import { Island } from '../ui/Island'
import { usePageInfo } from '../ui/page-info'
import { SOCIAL_ICONS } from '../ui/social-icons'
import { StoreLinks } from '../ui/StoreLinks'
import CopyLink from './CopyLink.island'
import type { ShareAttrs } from './schema'

/** A network's mark in a round chip; e-mail, which has none, gets an envelope. */
function NetworkIcon({ network }: { network: string }) {
  const path = SOCIAL_ICONS[network]
  return (
    <span className="share-network-icon" aria-hidden="true">
      {path ? (
        <svg viewBox="0 0 24 24">
          <path d={path} fill="currentColor" />
        </svg>
      ) : (
        <OutlineIcon name="mail" />
      )}
    </span>
  )
}

/**
 * A share drawer for `data` (the page's canonical URL), plus app store links. A shared e-mail is
 * titled after the page (the case study), not after the drawer.
 */
export function Share({ id, attrs, data: url }: BlockProps<ShareAttrs, string>) {
  const page = usePageInfo()
  const drawerId = `${id}-drawer`
  const u = encodeURIComponent(url)
  const subject = encodeURIComponent(page.title || attrs.title)
  const links = [
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'X', href: `https://x.com/intent/post?url=${u}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'Email', href: `mailto:?subject=${subject}&body=${u}` },
  ]
  return (
    <section className="section share" aria-label={attrs.title}>
      <div className="container share-inner">
        <DrawerOpener drawerId={drawerId} className="btn btn-primary">
          {attrs.title}
        </DrawerOpener>
        <StoreLinks appStoreUrl={attrs.appStoreUrl} googlePlayUrl={attrs.googlePlayUrl} />
        <Drawer id={drawerId} title={attrs.title} className="share-drawer">
          <div className="share-copy">
            <label className="field">
              <span>Page link</span>
              <input type="url" readOnly value={url} />
            </label>
            <Island name="copy-link" props={{ url }} className="js-only">
              <CopyLink url={url} />
            </Island>
          </div>
          <h3 className="share-networks-title">Share on</h3>
          <ul className="share-links">
            {links.map((l) => (
              <li key={l.label}>
                <a
                  className="btn btn-secondary share-network"
                  href={l.href}
                  {...(l.href.startsWith('mailto:')
                    ? {}
                    : { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  <NetworkIcon network={l.label} />
                  <span>
                    <span className="sr-only">Share on </span>
                    {l.label}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </Drawer>
      </div>
    </section>
  )
}
