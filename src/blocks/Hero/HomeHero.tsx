import type { BlockProps } from '../define-block'
import { CtaLink } from '../ui/CtaLink'
import { Island } from '../ui/Island'
import { HeroImage } from '../ui/Picture'
import { TypedText } from '../ui/TypedText'
import type { HomeHeroAttrs } from './schema'

function Stars({ score }: { score: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={i <= Math.round(score) ? 'star on' : 'star'}>
          ★
        </span>
      ))}
    </span>
  )
}

/** The home hero: h1 with typed phrases, call to action, rating widget and the LCP image. */
export function HomeHero({ attrs }: BlockProps<HomeHeroAttrs, null>) {
  return (
    <section className="hero hero-home">
      <div className="container hero-grid">
        <div className="hero-copy">
          {attrs.eyebrow && <p className="eyebrow">{attrs.eyebrow}</p>}
          <h1>
            {attrs.title}{' '}
            {attrs.typedPhrases.length > 0 && (
              <Island name="typed-text" as="span" props={{ phrases: attrs.typedPhrases }}>
                <TypedText phrases={attrs.typedPhrases} />
              </Island>
            )}
          </h1>
          {attrs.text && <p className="hero-text">{attrs.text}</p>}
          <div className="hero-actions">
            <CtaLink text={attrs.ctaText} link={attrs.ctaLink} />
            {attrs.rating && (
              <a
                className="rating"
                href={attrs.rating.url ?? '#testimonials'}
                {...(attrs.rating.url ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Stars score={attrs.rating.score} />
                <span>
                  <strong>{attrs.rating.score.toFixed(1)}</strong> on {attrs.rating.source}
                  <span className="rating-count"> · {attrs.rating.reviews} reviews</span>
                </span>
              </a>
            )}
          </div>
        </div>
        <HeroImage image={attrs.image} />
      </div>
    </section>
  )
}
