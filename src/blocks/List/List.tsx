import type { BlockProps } from '../define-block'
import { Section } from '../ui/Section'
import type { ListAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'

/** Numbered cards in one of seven visual variants (`list-v1` … `list-v7`). */
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
          <li key={item.id} className="card">
            <span className="card-number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            {item.title && <h3>{item.title}</h3>}
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ol>
    </Section>
  )
}
