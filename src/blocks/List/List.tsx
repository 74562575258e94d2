import type { BlockProps } from '../define-block'
import { isSafeId } from '../ui/anchor-id'
import { Section } from '../ui/Section'
import type { ListAttrs } from './schema'

/**
 * Numbered cards in one of seven visual variants (`list-v1` … `list-v7`). An item whose id reads
 * as an anchor (`web-platforms`) is its own address on the page: `/services/software#web-platforms`.
 */
export function List({ id, attrs, variant }: BlockProps<ListAttrs, null> & { variant: number }) {
  return (
    <Section
      id={id}
      title={attrs.title}
      intro={attrs.text}
      className={`section-list list-v${variant}`}
    >
      <ol className="card-list">
        {attrs.items.map((item, i) => (
          <li key={item.id} id={isSafeId(item.id) ? item.id : undefined} className="card">
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
