import { headingText } from './HeadingText'
import { truncate } from './truncate'

/**
 * A card's title or text, cut at the spec's 70 characters (`truncate`); when cut, the full text
 * stays in a tooltip. Every card that shows a title or text uses it. A title (`heading`, or set as
 * a heading) keeps its first and last words in pairs, as every heading does (HeadingText.tsx).
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
  const shown = truncate(text)
  const title = heading || Tag === 'h2' || Tag === 'h3'
  return (
    <Tag className={className} title={shown === text.trim() ? undefined : text}>
      {title ? headingText(shown) : shown}
    </Tag>
  )
}
