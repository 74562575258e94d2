import type { BlockProps } from '../define-block'
import type { PortfolioTestimonialAttrs } from './schema'

/** One highlighted quote. */
export function PortfolioTestimonial({ attrs }: BlockProps<PortfolioTestimonialAttrs, null>) {
  return (
    <section className="section section-alt">
      <figure className="container testimonial testimonial-wide">
        <blockquote>
          <p>“{attrs.quote}”</p>
        </blockquote>
        <figcaption>
          <strong>{attrs.name}</strong> <span className="muted">{attrs.position}</span>
        </figcaption>
      </figure>
    </section>
  )
}
