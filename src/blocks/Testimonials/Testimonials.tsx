import type { BlockProps } from '../define-block'
import { Carousel } from '../ui/carousel/Carousel'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { TestimonialsAttrs } from './schema'

/** Client quotes in a carousel (the `#testimonials` anchor of the rating widget). */
export function Testimonials({ id, attrs }: BlockProps<TestimonialsAttrs, null>) {
  return (
    <Section id={id} title={attrs.title} anchor="testimonials" className="section-alt">
      <Carousel
        id={id}
        label={attrs.title}
        perView={{ 0: 1, 1024: 2, 1920: 3 }}
        slides={attrs.items.map((t) => ({
          key: t.id,
          node: (
            <figure className="testimonial">
              <blockquote>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption>
                <Picture image={t.image} className="avatar" width={64} height={64} />
                <span>
                  <strong>{t.name}</strong>
                  <span className="muted">
                    {[t.position, t.company].filter(Boolean).join(', ')}
                  </span>
                </span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </Section>
  )
}
