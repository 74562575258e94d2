import type { ReactNode } from 'react'

interface SectionProps {
  /** Stable id for the heading (aria-labelledby) and in-page links. */
  id: string
  title?: string
  intro?: string
  className?: string
  /** Anchor target of the section itself (e.g. `contact`). */
  anchor?: string
  action?: ReactNode
  children: ReactNode
}

/** A page section with its h2; the section is labelled by its heading. */
export function Section({ id, title, intro, className, anchor, action, children }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <section
      id={anchor}
      className={['section', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {(title || action) && (
          <div className="section-head">
            {title && <h2 id={headingId}>{title}</h2>}
            {action}
          </div>
        )}
        {intro && <p className="section-intro">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
