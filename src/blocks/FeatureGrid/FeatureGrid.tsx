import type { BlockProps } from '../define-block'
import { Picture } from '../ui/Picture'
import { RevealMore } from '../ui/RevealMore'
import { Section } from '../ui/Section'
import type { FeatureGridAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'
import { headingText } from '../ui/HeadingText'

/** Feature cards; under 600 px the first 3 show, then 'Load more'. */
export function FeatureGrid({ id, attrs }: BlockProps<FeatureGridAttrs, null>) {
  const listId = `${id}-list`
  return (
    <Section id={id} title={attrs.title} className={`section-features layout-${attrs.layout}`}>
      <ul
        id={listId}
        className="feature-grid balanced-grid"
        data-reveal-mobile=""
        style={balancedGridStyle(
          attrs.items.length,
          // On a case study the reasons sit beside the title, two to a row.
          attrs.layout === 'case-study'
            ? { base: 1, loadMore: 2 }
            : { base: 1, loadMore: 2, desktop: 3 },
        )}
      >
        {attrs.items.map((item, i) => (
          <li key={item.id} className={i >= 3 ? 'feature reveal-extra' : 'feature'}>
            {attrs.withImages && item.image && (
              <Picture image={item.image} className="feature-icon" width={48} height={48} />
            )}
            <h3>{headingText(item.title)}</h3>
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ul>
      {attrs.items.length > 3 && <RevealMore targetId={listId} label="Load more" />}
    </Section>
  )
}
