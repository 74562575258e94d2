import type { BlockProps } from '../define-block'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { ServicesOverviewAttrs } from './schema'

/** Links to every service page as cards. */
export function ServicesOverview({ id, attrs }: BlockProps<ServicesOverviewAttrs, null>) {
  return (
    <Section id={id} className="section-overview">
      <ul className="overview-grid">
        {attrs.items.map((s) => (
          <li key={s.id}>
            <a className="overview-card" href={s.link}>
              <Picture image={s.image} className="service-icon" width={48} height={48} />
              <span className="overview-title">{s.title}</span>
              <span className="overview-text">{s.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
