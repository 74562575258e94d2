import type { BlockProps } from '../define-block'
import { CarouselSection } from '../ui/carousel/CarouselSection'
import { Picture } from '../ui/Picture'
import type { ProductTeamAttrs } from './schema'
import { headingText } from '../ui/HeadingText'
import { telHref } from '../ui/tel-href'

/** People in a carousel: name, position and optional mailto, tel and LinkedIn links. */
export function ProductTeam({ id, attrs }: BlockProps<ProductTeamAttrs, null>) {
  return (
    <CarouselSection
      id={id}
      title={attrs.title}
      // Contact cards (a small portrait over name, role and links), wide enough for an address.
      perView={{ 0: 1, 768: 2, 1024: 3, 1366: 4 }}
      slides={(attrs.members ?? attrs.items ?? []).map((p) => ({
        key: p.id,
        node: (
          <div className="person person-card">
            <Picture image={p.image} width={320} height={380} />
            <h3>{headingText(p.name)}</h3>
            <p className="muted">{p.position}</p>
            {p.quote && <p>“{p.quote}”</p>}
            <ul className="contact-lines">
              {p.email && (
                <li>
                  <a href={`mailto:${p.email}`}>{p.email}</a>
                </li>
              )}
              {p.phone && (
                <li>
                  <a href={telHref(p.phone)}>{p.phone}</a>
                </li>
              )}
              {p.linkedIn && (
                <li>
                  <a href={p.linkedIn} target="_blank" rel="noopener noreferrer">
                    LinkedIn profile of {p.name}
                  </a>
                </li>
              )}
            </ul>
          </div>
        ),
      }))}
    />
  )
}
