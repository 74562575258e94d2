import type { Partner } from '../../cms/operations/lists'
import type { BlockProps } from '../define-block'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { PartnersAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'
import { headingText } from '../ui/HeadingText'

/** Partner cards: logo, name (read out; seen in the logo when there is one) and description. */
export function Partners({ id, attrs, data }: BlockProps<PartnersAttrs, Partner[]>) {
  return (
    <Section id={id} title={attrs.title}>
      <ul
        className="partner-grid balanced-grid"
        style={balancedGridStyle(data.length, { base: 1, loadMore: 2, desktop: 3 })}
      >
        {data.map((p) => {
          const logo = cmsImage(p.logo, 320, 120, '')
          return (
            <li key={p.databaseId} className="partner">
              <Picture image={logo} />
              {/* A logo shows the name: it is not printed again under it, only read out. */}
              <h3 className={logo ? 'sr-only' : undefined}>{headingText(p.name || p.title)}</h3>
              <p>{p.description}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
