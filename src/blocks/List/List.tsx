import type { BlockProps } from '../define-block'
import { isSafeId } from '../ui/anchor-id'
import { Section } from '../ui/Section'
import type { ListAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'
import { Picture } from '../ui/Picture'
import { headingText } from '../ui/HeadingText'

/**
 * One list in seven presentations (`list-v1` … `list-v7`, see blocks.css): numbered steps, a
 * two-column checklist, a timeline, ruled rows, image-and-text rows, cards on a dark band, a bento.
 * An item whose id reads as an anchor (`web-platforms`) is its own address on the page:
 * `/services/software#web-platforms`.
 */
export function List({ id, attrs, variant }: BlockProps<ListAttrs, null> & { variant: number }) {
  return (
    <Section
      id={id}
      title={attrs.title}
      intro={attrs.text}
      className={`section-list list-v${variant}`}
    >
      <ol
        className="card-list balanced-grid"
        style={balancedGridStyle(attrs.items.length, { base: 1, loadMore: 2, desktop: 3 })}
      >
        {attrs.items.map((item, i) => (
          <li key={item.id} id={isSafeId(item.id) ? item.id : undefined} className="card">
            {variant === 5 ? (
              // Image-and-text rows: the item's image, else its number on a tinted panel.
              <span className="card-media" aria-hidden="true">
                {item.image ? <Picture image={{ ...item.image, alt: '' }} /> : i + 1}
              </span>
            ) : (
              <span className="card-number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
            )}
            {item.title && <h3>{headingText(item.title)}</h3>}
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ol>
    </Section>
  )
}
