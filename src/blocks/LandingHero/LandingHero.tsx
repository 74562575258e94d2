import type { BlockProps } from '../define-block'
import { Form } from '../ui/forms/Form'
import { Picture } from '../ui/Picture'
import type { LandingHeroAttrs } from './schema'

/** A hero with the short consultation form. */
export function LandingHero({ id, attrs }: BlockProps<LandingHeroAttrs, null>) {
  return (
    <section className="hero hero-landing" aria-labelledby={`${id}-title`}>
      <div className="container hero-grid">
        <div className="hero-copy">
          <h1 id={`${id}-title`}>{attrs.title}</h1>
          {attrs.text && <p className="hero-text">{attrs.text}</p>}
          <Picture
            image={attrs.image}
            className="hero-image"
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
          />
        </div>
        <div className="form-card">
          <h2>{attrs.formTitle}</h2>
          <Form kind="landing" enabled={attrs.formId > 0} />
        </div>
      </div>
    </section>
  )
}
