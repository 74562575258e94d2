import type { BlockProps } from '../define-block'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { ServicesOverviewAttrs } from './schema'
import { CardText } from '../ui/CardText'
import { balancedGridStyle } from '../ui/balanced-grid'

/** Links to every service page as cards. */
export function ServicesOverview({ id, attrs }: BlockProps<ServicesOverviewAttrs, null>) {
  return (
    <Section id={id} className="section-overview">
      <ul
        className="overview-grid balanced-grid"
        style={balancedGridStyle(attrs.items.length, { base: 1, loadMore: 2, desktop: 3, wide: 4 })}
      >
        {attrs.items.map((s) => (
          <li key={s.id}>
            <a className="overview-card" href={s.link}>
              <Picture image={s.image} className="service-icon" width={48} height={48} />
              <CardText heading className="overview-title" text={s.title} />
              <CardText className="overview-text" text={s.text} />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
