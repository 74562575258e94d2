import type { BlockProps } from '../define-block'
import type { HeroAttrs } from '../Hero2/schema'
import { CtaLink } from '../ui/CtaLink'
import { Island } from '../ui/Island'
import { Picture } from '../ui/Picture'
import { LottieFrame } from './ServiceLottie'
import ServiceLottie from './ServiceLottie.island'
import { halfOnDesktop } from '../ui/breakpoints'

/** The service hero; `data` is the service's lottie animation id, if it has one. */
export function ServiceHero({ attrs, data: lottieId }: BlockProps<HeroAttrs, number | null>) {
  return (
    <section className="hero hero-service">
      <div className="container hero-grid">
        <div className="hero-copy">
          <h1>{attrs.title}</h1>
          {attrs.text && <p className="hero-text">{attrs.text}</p>}
          <CtaLink text={attrs.ctaText} link={attrs.ctaLink} />
        </div>
        {lottieId !== null ? (
          <Island
            name="service-lottie"
            props={{ src: `/api/lottie/${lottieId}`, label: `${attrs.title} animation` }}
          >
            <ServiceLottie src={`/api/lottie/${lottieId}`} label={`${attrs.title} animation`} />
          </Island>
        ) : attrs.image ? (
          <Picture image={attrs.image} className="hero-image" priority sizes={halfOnDesktop()} />
        ) : (
          <LottieFrame label="" />
        )}
      </div>
    </section>
  )
}
