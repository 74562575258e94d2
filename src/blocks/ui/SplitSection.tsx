import type { ReactNode } from 'react'
import { headingText } from './HeadingText'

interface SplitSectionProps {
  /** Stable id for the heading (aria-labelledby). */
  id: string
  title?: string
  /** The picture column. */
  picture: ReactNode
  /** The picture on the left on wide screens (it comes first on a phone too). */
  pictureFirst?: boolean
  /** The text under the heading. */
  children: ReactNode
}

/**
 * A section of a picture beside its text, the heading at the top of the text column: heading and
 * text stand as one group centred against the picture, instead of a short text floating in the
 * middle of a tall picture under a heading that spans both.
 */
export function SplitSection({ id, title, picture, pictureFirst, children }: SplitSectionProps) {
  const headingId = `${id}-title`
  const text = (
    <div className="split-text">
      {title && <h2 id={headingId}>{headingText(title)}</h2>}
      {children}
    </div>
  )
  return (
    <section
      className={['section section-split', pictureFirst && 'split-picture-first']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        <div className="split">
          {pictureFirst && picture}
          {text}
          {!pictureFirst && picture}
        </div>
      </div>
    </section>
  )
}
