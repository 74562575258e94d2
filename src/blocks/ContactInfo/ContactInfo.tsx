import type { BlockProps } from '../define-block'
import { Section } from '../ui/Section'
import { useSite } from '../ui/shell/site'
import type { ContactInfoAttrs } from './schema'
import { SOCIAL_ICONS } from '../ui/social-icons'

/**
 * Hotlines (tel:), emails (mailto:) and social links with accessible names; a group the editor left
 * empty is not shown (no heading over nothing).
 */
export function ContactInfo({ id, attrs }: BlockProps<ContactInfoAttrs, null>) {
  const site = useSite()
  return (
    <Section id={id} title={attrs.title} className="section-contact-info">
      <div className="contact-info">
        {attrs.hotlines.length > 0 && (
          <div>
            <h3>Call us</h3>
            <ul className="contact-lines">
              {attrs.hotlines.map((h) => (
                <li key={h.number}>
                  {h.label}: <a href={`tel:${h.number.replaceAll(' ', '')}`}>{h.number}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {attrs.emails.length > 0 && (
          <div>
            <h3>Write to us</h3>
            <ul className="contact-lines">
              {attrs.emails.map((e) => (
                <li key={e.address}>
                  {e.label}: <a href={`mailto:${e.address}`}>{e.address}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {attrs.socials.length > 0 && (
          <div>
            <h3>Follow us</h3>
            <ul className="socials">
              {attrs.socials.map((s) => (
                <li key={s.url}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${s.network}`}
                  >
                    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                      <path
                        d={SOCIAL_ICONS[s.network] ?? 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z'}
                        fill="currentColor"
                      />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  )
}
