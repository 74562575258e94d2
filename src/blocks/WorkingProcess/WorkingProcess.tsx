import type { BlockProps } from '../define-block'
import { Section } from '../ui/Section'
import type { WorkingProcessAttrs } from './schema'

/** Steps as exclusive `<details name>`: one open at a time, the first initially. */
export function WorkingProcess({ id, attrs }: BlockProps<WorkingProcessAttrs, null>) {
  return (
    <Section id={id} title={attrs.title} className="section-process">
      <ol className="process">
        {attrs.steps.map((step, i) => (
          <li key={step.id}>
            <details name={`${id}-steps`} open={i === 0} className="process-step">
              <summary>
                <span className="process-number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {step.title}
              </summary>
              <p>{step.text}</p>
            </details>
          </li>
        ))}
      </ol>
    </Section>
  )
}
