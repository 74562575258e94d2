import type { BlockProps } from '../define-block'
import type { ListAttrs } from '../List/schema'
import { Picture } from '../ui/Picture'
import { SplitSection } from '../ui/SplitSection'
import { halfOnDesktop } from '../ui/breakpoints'
import { headingText } from '../ui/HeadingText'

/** An image beside a checked list (facts, else items). */
export function HalfList({ id, attrs }: BlockProps<ListAttrs, null>) {
  return (
    <SplitSection
      id={id}
      title={attrs.title}
      pictureFirst
      picture={<Picture image={attrs.image} className="rounded" sizes={halfOnDesktop()} />}
    >
      <ul className="check-list">
        {(attrs.facts ?? attrs.items).map((item) =>
          // A titled fact reads as a list-2 item does ('How we help'): a title, then its text.
          item.title ? (
            <li key={item.id} className="check-fact">
              <h3>{headingText(item.title)}</h3>
              {item.text && <p>{item.text}</p>}
            </li>
          ) : (
            <li key={item.id}>{item.text}</li>
          ),
        )}
      </ul>
    </SplitSection>
  )
}
