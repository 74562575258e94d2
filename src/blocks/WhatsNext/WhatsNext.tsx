import type { BlockProps } from '../define-block'
import { Section } from '../ui/Section'
import type { WhatsNextAttrs } from './schema'
import { headingText } from '../ui/HeadingText'

/** The numbered next steps. */
export function WhatsNext({ id, attrs }: BlockProps<WhatsNextAttrs, null>) {
  return (
    <Section id={id} title={attrs.title} className="section-alt">
      <ol className="next-steps">
        {attrs.steps.map((s) => (
          <li key={s.id}>
            <h3>{headingText(s.title)}</h3>
            {s.text && <p>{s.text}</p>}
          </li>
        ))}
      </ol>
    </Section>
  )
}
