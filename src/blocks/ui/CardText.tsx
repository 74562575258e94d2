import { truncate } from './truncate'

/**
 * A card's title or text, cut at the spec's 70 characters (`truncate`); when cut, the full text
 * stays in a tooltip. Every card that shows a title or text uses it.
 */
export function CardText({
  text,
  className,
  as: Tag = 'span',
}: {
  text: string
  className?: string
  as?: 'span' | 'h2' | 'h3' | 'p'
}) {
  const shown = truncate(text)
  return (
    <Tag className={className} title={shown === text.trim() ? undefined : text}>
      {shown}
    </Tag>
  )
}
