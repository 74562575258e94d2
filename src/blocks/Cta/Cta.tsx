import type { BlockProps } from '../define-block'
import type { CtaAttrs } from './schema'
import { headingText } from '../ui/HeadingText'

/** A count from the data the call to action leads to: open positions, case studies. */
export interface CtaCount {
  value: number
  one: string
  many: string
}

/** A call-to-action band, with the count of what its link leads to when there is one. */
export function Cta({ id, attrs, data }: BlockProps<CtaAttrs, CtaCount | null>) {
  const label = attrs.buttonText ?? attrs.linkText
  const target = attrs.buttonLink ?? attrs.linkHref
  return (
    <section className="section cta-band" aria-labelledby={`${id}-title`}>
      <div className="container cta-inner">
        <div>
          <h2 id={`${id}-title`}>{headingText(attrs.title)}</h2>
          {attrs.text && <p>{attrs.text}</p>}
          {data && (
            <p className="cta-count">
              <strong>{data.value}</strong> {data.value === 1 ? data.one : data.many}
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
