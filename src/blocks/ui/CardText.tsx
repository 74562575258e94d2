import { headingText } from './HeadingText'
import { cardTextCut } from './truncate'

/**
 * A card's title or text, cut at the spec's 70 characters (`cardTextCut`). When cut, a visitor
 * sees the part shown and an ellipsis, with the full text in a tooltip; a screen reader reads the
 * full text instead (kept for screen readers only, the part shown hidden from them), so a card
 * link is named by its whole title. The ellipsis is set with the last word, which it never leaves. Every card that shows a title or text uses it. A title
 * (`heading`, or set as a heading) keeps its first and last words in pairs, as every heading does
 * (HeadingText.tsx).
 */
export function CardText({
  text,
  className,
  heading,
  as: Tag = 'span',
}: {
  text: string
  className?: string
  heading?: boolean
  as?: 'span' | 'h2' | 'h3' | 'p'
}) {
  const full = text.trim()
  const { shown, cut } = cardTextCut(full)
  const visible = cut ? `${shown}…` : shown
  const words = heading || Tag === 'h2' || Tag === 'h3' ? headingText(visible) : visible
  if (!cut) return <Tag className={className}>{words}</Tag>
  return (
    <Tag className={className} title={full}>
      <span aria-hidden="true">{words}</span>
      <span className="sr-only">{full}</span>
    </Tag>
  )
}
