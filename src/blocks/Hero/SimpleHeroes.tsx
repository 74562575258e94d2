import { z } from 'zod'
import { defineBlock } from '../define-block'
import { href, imageAttr, text } from '../ui/attrs'
import { Island } from '../ui/Island'
import { Picture } from '../ui/Picture'
import { LottieFrame } from '../Services/ServiceLottie'
import ServiceLottie from '../Services/ServiceLottie.island'
import { CtaLink } from './CtaLink'

const heroSchema = z.object({
  title: z.string().min(1),
  text,
  ctaText: text,
  ctaLink: href.optional(),
  image: imageAttr.optional(),
})

/** custom/hero-2: a plain page hero with an optional call to action. */
export const hero2Block = defineBlock({
  schema: heroSchema,
  h1: true,
  Component: ({ attrs }) => (
    <section className="hero hero-plain">
      <div className="container">
        <h1>{attrs.title}</h1>
        {attrs.text && <p className="hero-text">{attrs.text}</p>}
        <CtaLink text={attrs.ctaText} link={attrs.ctaLink} />
      </div>
    </section>
  ),
})

/** custom/service-hero: the service hero, with the service's lottie animation when it has one. */
export const serviceHeroBlock = defineBlock({
  schema: heroSchema,
  h1: true,
  load: async (_attrs, ctx) => {
    const slug = /^\/services\/([^/]+)$/.exec(ctx.url.pathname)?.[1]
    const service = slug ? await ctx.cms.service(slug).catch(() => null) : null
    return service?.lottieAnimation?.databaseId ?? null
  },
  island: (_a, lottieId) => lottieId !== null,
  Component: ({ attrs, data: lottieId }) => (
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
          <Picture
            image={attrs.image}
            className="hero-image"
            priority
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        ) : (
          <LottieFrame label="" />
        )}
      </div>
    </section>
  ),
})

const backgroundSchema = z.object({
  title: z.string().min(1),
  text,
  image: imageAttr.optional(),
  logos: z.array(imageAttr).default([]),
  ctaText: text,
  ctaLink: href.optional(),
})

/** custom/background-hero and background-hero-logo: a banner over a background image. */
export const backgroundHeroBlock = defineBlock({
  schema: backgroundSchema,
  Component: ({ attrs }) => (
    <section className="band band-image">
      <Picture image={attrs.image} className="band-bg" />
      <div className="container band-inner">
        <h2>{attrs.title}</h2>
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
  ),
})

/** custom/about-hero: the about page hero with an image grid. */
export const aboutHeroBlock = defineBlock({
  schema: z.object({
    title: z.string().min(1),
    text,
    images: z.array(imageAttr).max(6).default([]),
  }),
  h1: true,
  Component: ({ attrs }) => (
    <section className="hero hero-about">
      <div className="container hero-grid">
        <div className="hero-copy">
          <h1>{attrs.title}</h1>
          {attrs.text && <p className="hero-text">{attrs.text}</p>}
        </div>
        <div className="image-grid">
          {attrs.images.map((image, i) => (
            <Picture key={image.url} image={image} priority={i === 0} />
          ))}
        </div>
      </div>
    </section>
  ),
})
