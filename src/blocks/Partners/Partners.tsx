import type { Partner } from '../../cms/operations/lists'
import type { BlockProps } from '../define-block'
import { cmsImage, Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { PartnersAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'
import { headingText } from '../ui/HeadingText'

/** Partner cards: logo, name and description. */
export function Partners({ id, attrs, data }: BlockProps<PartnersAttrs, Partner[]>) {
  return (
    <Section id={id} title={attrs.title}>
      <ul
        className="partner-grid balanced-grid"
        style={balancedGridStyle(data.length, { base: 1, loadMore: 2, desktop: 3 })}
      >
        {data.map((p) => (
          <li key={p.databaseId} className="partner">
            <Picture image={cmsImage(p.logo, 320, 120, '')} />
            <h3>{headingText(p.name || p.title)}</h3>
            <p>{p.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
