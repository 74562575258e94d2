import type { BlockProps } from '../define-block'
import type { HeroAttrs } from '../Hero2/schema'
import type { ImageAttr } from '../ui/attrs'
import { CtaLink } from '../ui/CtaLink'
import { Island } from '../ui/Island'
import { HeroImage } from '../ui/Picture'
import { LottieFrame } from './ServiceLottie'
import { headingText } from '../ui/HeadingText'

export interface ServiceHeroData {
  /** The service's lottie animation, if it has one. */
  lottieId: number | null
  /** The service's featured image, when the block names none of its own. */
  featured: ImageAttr | null
}

/** The service hero: its animation over the service's image, or the image alone. */
export function ServiceHero({ attrs, data }: BlockProps<HeroAttrs, ServiceHeroData>) {
  const image = attrs.image ?? data.featured
  const label = `${attrs.title} animation`
  return (
    <section className="hero hero-service">
      <div className="container hero-grid">
        <div className="hero-copy">
          <h1>{headingText(attrs.title)}</h1>
          {attrs.text && <p className="hero-text">{attrs.text}</p>}
          <CtaLink text={attrs.ctaText} link={attrs.ctaLink} />
        </div>
        {data.lottieId !== null ? (
          <Island name="service-lottie" props={{ src: `/api/lottie/${data.lottieId}` }}>
            <LottieFrame label={label} poster={image} />
          </Island>
        ) : (
          image && <HeroImage image={image} />
        )}
      </div>
    </section>
  )
}
