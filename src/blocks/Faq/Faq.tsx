import type { BlockProps } from '../define-block'
import { Section } from '../ui/Section'
import type { FaqAttrs } from './schema'

/** Questions as `<details>`; `data` holds the sanitised answers in item order. */
export function Faq({ id, attrs, data }: BlockProps<FaqAttrs, string[]>) {
  return (
    <Section id={id} title={attrs.title ?? 'Frequently asked questions'} className="section-faq">
      <div className="faq">
        {attrs.items.map((item, i) => (
          <details key={item.id} className="faq-item" open={item.showed?.checked}>
            <summary>{item.question}</summary>
            <div className="faq-answer" dangerouslySetInnerHTML={{ __html: data[i] ?? '' }} />
          </details>
        ))}
      </div>
    </Section>
  )
}
