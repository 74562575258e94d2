import type { BlockProps } from '../define-block'
import { media } from '../ui/breakpoints'
import { Picture } from '../ui/Picture'
import type { AboutHeroAttrs } from './schema'
import { headingText } from '../ui/HeadingText'

/** Each image of the two-column grid: half the screen, a quarter beside the copy on desktops. */
const GRID_SIZES = `${media('at-least', 'desktop')} 25vw, 50vw`

/** The about page hero with its image grid (the first image is the LCP image). */
export function AboutHero({ attrs }: BlockProps<AboutHeroAttrs, null>) {
  return (
    <section className="hero hero-about">
      <div className="container hero-grid">
        <div className="hero-copy">
          <h1>{headingText(attrs.title)}</h1>
          {attrs.text && <p className="hero-text">{attrs.text}</p>}
        </div>
        <div className="image-grid">
          {attrs.images.map((image, i) => (
            <Picture key={image.url} image={image} priority={i === 0} sizes={GRID_SIZES} />
          ))}
        </div>
      </div>
    </section>
  )
}
