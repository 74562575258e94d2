import type { BlockProps } from '../define-block'
import { Section } from '../ui/Section'
import { StoreLinks } from '../ui/StoreLinks'
import type { OutcomeAttrs } from './schema'

/** Results with figures and app store links. */
export function Outcome({ id, attrs }: BlockProps<OutcomeAttrs, null>) {
  return (
    <Section id={id} title={attrs.title} intro={attrs.text} className="section-outcome">
      <ul className="figures">
        {attrs.metrics.map((m) => (
          <li key={m.label} className="figure">
            <span className="figure-value">{m.value}</span>
            <span className="figure-label">{m.label}</span>
          </li>
        ))}
      </ul>
      <StoreLinks appStoreUrl={attrs.appStoreUrl} googlePlayUrl={attrs.googlePlayUrl} />
    </Section>
  )
}
