import type { ReactNode } from 'react'
import { headingText } from './HeadingText'

interface SectionProps {
  /** Stable id for the heading (aria-labelledby) and in-page links. */
  id: string
  title?: string
  intro?: string
  className?: string
  /** Anchor target of the section itself (e.g. `contact`). */
  anchor?: string
  /** A link beside the heading ('View All'), drawn as a secondary button. */
  link?: { href: string; text: string }
  children: ReactNode
}

/** A page section with its h2; the section is labelled by its heading. */
export function Section({ id, title, intro, className, anchor, link, children }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <section
      id={anchor}
      className={['section', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {(title || link) && (
          <div className="section-head">
            {title && <h2 id={headingId}>{headingText(title)}</h2>}
            {link && (
              <a className="btn btn-secondary" href={link.href}>
                {link.text}
              </a>
            )}
          </div>
        )}
        {intro && <p className="section-intro">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
