import type { ReactNode } from 'react'
import { headingText } from './HeadingText'
import { OutlineIcon, type OutlineIconName } from './icons'

interface MessagePageProps {
  /** The id of the h1, which then names the section. */
  titleId?: string
  title: string
  text?: string
  /** The faint mark above the heading: an error's code, or an icon. */
  mark: { code: number } | { icon: OutlineIconName }
  /** What the visitor can do next: buttons, or a short form. */
  children: ReactNode
  className?: string
}

/**
 * The one layout of pages that say one thing (not found, an error, unsubscribe): a centred column
 * of one width, its mark, heading, text and actions at the same places on every such page.
 */
export function MessagePage({ titleId, title, text, mark, children, className }: MessagePageProps) {
  return (
    <section
      className={['message-page', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId || undefined}
    >
      <div className="container message-page-inner">
        {/* Decorative: a code is drawn by CSS from data-code, so it is neither read out nor
            contrast-checked. */}
        {'code' in mark ? (
          <p className="message-mark" data-code={mark.code} aria-hidden="true" />
        ) : (
          <p className="message-mark" aria-hidden="true">
            <OutlineIcon name={mark.icon} />
          </p>
        )}
        <h1 id={titleId || undefined}>{headingText(title)}</h1>
        {text && <p className="message-text">{text}</p>}
        <div className="message-actions">{children}</div>
      </div>
    </section>
  )
}
