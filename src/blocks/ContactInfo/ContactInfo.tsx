import type { BlockProps } from '../define-block'
import { Section } from '../ui/Section'
import { useSite } from '../ui/shell/site'
import type { ContactInfoAttrs } from './schema'
import { SOCIAL_ICONS } from '../ui/social-icons'
import { telHref } from '../ui/tel-href'

/** A group of labelled links (`Sales: +44 …`) under its heading; none when the editor left it empty. */
function Lines({
  heading,
  lines,
}: {
  heading: string
  lines: { label: string; href: string; text: string }[]
}) {
  if (!lines.length) return null
  return (
    <div>
      <h3>{heading}</h3>
      <ul className="contact-lines">
        {lines.map((line) => (
          <li key={line.href}>
            {line.label}: <a href={line.href}>{line.text}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Hotlines (tel:), emails (mailto:) and social links with accessible names; a group the editor left
 * empty is not shown (no heading over nothing).
 */
export function ContactInfo({ id, attrs }: BlockProps<ContactInfoAttrs, null>) {
  const site = useSite()
  return (
    <Section id={id} title={attrs.title} className="section-contact-info">
      <div className="contact-info">
        <Lines
          heading="Call us"
          lines={attrs.hotlines.map((h) => ({
            label: h.label,
            href: telHref(h.number),
            text: h.number,
          }))}
        />
        <Lines
          heading="Write to us"
          lines={attrs.emails.map((e) => ({
            label: e.label,
            href: `mailto:${e.address}`,
            text: e.address,
          }))}
        />
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
