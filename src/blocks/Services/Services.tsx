import type { BlockProps } from '../define-block'
import { Carousel } from '../ui/carousel/Carousel'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { ServicesAttrs } from './schema'
import { CardText } from '../ui/CardText'

/** Service cards that expand on hover (above 1200 px) or tap (focus), CSS only. */
export function Services({ id, attrs }: BlockProps<ServicesAttrs, null>) {
  return (
    <Section id={id} title={attrs.title} className="section-alt">
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 768: 2, 1024: 3, 1366: 4, 1920: 5 }}
        slides={attrs.items.map((s) => ({
          key: s.id,
          node: (
            <div className="service-card" tabIndex={0} role="group" aria-label={s.title}>
              <Picture image={s.image} className="service-icon" width={48} height={48} />
              <h3>
                <a href={s.link}>
                  <CardText heading text={s.title} />
                </a>
              </h3>
              <CardText as="p" text={s.text} />
              {s.links.length > 0 && (
                // Where the sub-links open, at the card's foot: every card ends on this line.
                <p className="service-more" aria-hidden="true">
                  {s.links.length} services
                </p>
              )}
              {s.links.length > 0 && (
                <ul className="service-links">
                  {s.links.map((l) => (
                    <li key={l.label}>
                      <a href={l.href}>{l.label}</a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ),
        }))}
      />
    </Section>
  )
}
