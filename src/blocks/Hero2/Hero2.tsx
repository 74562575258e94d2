import type { BlockProps } from '../define-block'
import { CtaLink } from '../ui/CtaLink'
import type { HeroAttrs } from './schema'
import { headingText } from '../ui/HeadingText'

/** A plain page hero: h1, text and an optional call to action. */
export function Hero2({ attrs }: BlockProps<HeroAttrs, null>) {
  return (
    <section className="hero hero-plain">
      <div className="container">
        <h1>{headingText(attrs.title)}</h1>
        {attrs.text && <p className="hero-text">{attrs.text}</p>}
        <CtaLink text={attrs.ctaText} link={attrs.ctaLink} />
      </div>
    </section>
  )
}
