import type { BlockProps } from '../define-block'
import type { ListAttrs } from '../List/schema'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import { halfOnDesktop } from '../ui/breakpoints'

/** An image beside a checked list (facts, else items). */
export function HalfList({ id, attrs }: BlockProps<ListAttrs, null>) {
  return (
    <Section id={id} title={attrs.title} className="section-split">
      <div className="split">
        <Picture image={attrs.image} className="rounded" sizes={halfOnDesktop()} />
        <ul className="check-list">
          {(attrs.facts ?? attrs.items).map((item) => (
            <li key={item.id}>
              {item.title && <strong>{item.title}</strong>} {item.text}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
