import type { TeamMember } from '../../cms/operations/lists'
import { safeUrl } from '../../cms/url-policy'
import type { BlockProps } from '../define-block'
import { CarouselSection } from '../ui/carousel/CarouselSection'
import { Drawer, DrawerOpener } from '../ui/Drawer'
import { cmsImage, Picture } from '../ui/Picture'
import type { ManagementTeamAttrs } from './schema'
import { headingText } from '../ui/HeadingText'

/** The management team carousel; each member's bio opens in a drawer. */
export function ManagementTeam({ id, attrs, data }: BlockProps<ManagementTeamAttrs, TeamMember[]>) {
  return (
    <CarouselSection
      id={id}
      title={attrs.title}
      // Portraits of a team, not posters: about 210-230 px wide on every screen from a tablet up.
      perView={{ 0: 2, 768: 3, 1024: 4, 1366: 5, 1600: 6, 1920: 7 }}
      slides={data.map((m) => {
        const drawerId = `${id}-bio-${m.databaseId}`
        const name = m.name || m.title
        const linkedIn = m.linkedInURL ? safeUrl(m.linkedInURL, 'link') : null
        return {
          key: String(m.databaseId),
          node: (
            <div className="person">
              <Picture image={cmsImage(m.image, 480, 560)} />
              <h3>{headingText(name)}</h3>
              <p className="muted">{m.position}</p>
              <DrawerOpener drawerId={drawerId} className="btn btn-secondary btn-small">
                Read Bio<span className="sr-only"> of {name}</span>
              </DrawerOpener>
              <Drawer id={drawerId} title={name}>
                <p className="muted">{m.position}</p>
                <p>{m.description}</p>
                <ul className="contact-lines">
                  {linkedIn && (
                    <li>
                      <a href={linkedIn} target="_blank" rel="noopener noreferrer">
                        LinkedIn profile of {name}
                      </a>
                    </li>
                  )}
                  {m.email && (
                    <li>
                      <a href={`mailto:${m.email}`}>{m.email}</a>
                    </li>
                  )}
                </ul>
              </Drawer>
            </div>
          ),
        }
      })}
    />
  )
}
