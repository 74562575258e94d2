import type { BlockProps } from '../define-block'
import type { CtaAttrs } from './schema'

/** A call-to-action band; `data` is the open vacancy count for a careers link. */
export function Cta({ id, attrs, data }: BlockProps<CtaAttrs, number | null>) {
  const label = attrs.buttonText ?? attrs.linkText
  const target = attrs.buttonLink ?? attrs.linkHref
  const isCareers = target === '/careers'
  return (
    <section className="section cta-band" aria-labelledby={`${id}-title`}>
      <div className="container cta-inner">
        <div>
          <h2 id={`${id}-title`}>{attrs.title}</h2>
          {attrs.text && <p>{attrs.text}</p>}
          {isCareers && data !== null && (
            <p className="cta-count">
              <strong>{data}</strong> open {data === 1 ? 'position' : 'positions'}
            </p>
          )}
        </div>
        {label && target && (
          <a className="btn btn-primary" href={target}>
            {label}
          </a>
        )}
      </div>
    </section>
  )
}
