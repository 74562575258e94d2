import type { BlockProps } from '../define-block'
import { CtaLink } from '../ui/CtaLink'
import { Picture } from '../ui/Picture'
import type { BackgroundHeroAttrs } from './schema'
import { headingText } from '../ui/HeadingText'

/** A banner over a background image, with optional logos and a call to action. */
export function BackgroundHero({ attrs }: BlockProps<BackgroundHeroAttrs, null>) {
  return (
    <section className="band band-image">
      <Picture image={attrs.image} className="band-bg" />
      <div className="container band-inner">
        <h2>{headingText(attrs.title)}</h2>
        {attrs.text && <p>{attrs.text}</p>}
        {attrs.logos.length > 0 && (
          <ul className="logo-row">
            {attrs.logos.map((logo) => (
              <li key={logo.url}>
                <Picture image={logo} />
              </li>
            ))}
          </ul>
        )}
        <CtaLink text={attrs.ctaText} link={attrs.ctaLink} />
      </div>
    </section>
  )
}
