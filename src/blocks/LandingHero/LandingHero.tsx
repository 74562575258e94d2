import type { FormRules } from '../../forms/rules'
import type { BlockProps } from '../define-block'
import { Form } from '../ui/forms/Form'
import { Picture } from '../ui/Picture'
import type { LandingHeroAttrs } from './schema'
import { halfOnDesktop } from '../ui/breakpoints'
import { headingText } from '../ui/HeadingText'

/** A hero with the short consultation form. */
export function LandingHero({ id, attrs, data }: BlockProps<LandingHeroAttrs, FormRules | null>) {
  return (
    <section className="hero hero-landing" aria-labelledby={`${id}-title`}>
      <div className="container hero-grid">
        <div className="hero-copy">
          <h1 id={`${id}-title`}>{headingText(attrs.title)}</h1>
          {attrs.text && <p className="hero-text">{attrs.text}</p>}
          <Picture
            image={attrs.image}
            className="hero-image"
            priority
            sizes={halfOnDesktop('40vw')}
          />
        </div>
        <div className="form-card">
          <h2>{headingText(attrs.formTitle)}</h2>
          <Form kind="landing" enabled={attrs.formId > 0} rules={data ?? undefined} />
        </div>
      </div>
    </section>
  )
}
