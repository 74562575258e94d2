import type { BlockProps } from '../define-block'
import { Island } from '../ui/Island'
import { Section } from '../ui/Section'
import { CountUp } from './CountUp'
import type { FiguresAttrs } from './schema'
import { balancedGridStyle } from '../ui/balanced-grid'

/** Key figures; numeric ones count up (the final number is in the HTML). */
export function Figures({ id, attrs }: BlockProps<FiguresAttrs, null>) {
  const figures = attrs.items ?? attrs.facts ?? []
  return (
    <Section id={id} title={attrs.title} intro={attrs.text} className="section-figures">
      <ul
        className="figures balanced-grid"
        style={balancedGridStyle(figures.length, { base: 1, phone: 2, tablet: 4 })}
      >
        {figures.map((f) => (
          <li key={f.id} className="figure">
            <span className="figure-value">
              {typeof f.value === 'number' ? (
                <Island name="count-up" as="span" props={{ value: f.value, suffix: f.suffix }}>
                  <CountUp value={f.value} suffix={f.suffix} />
                </Island>
              ) : (
                `${f.value}${f.suffix}`
              )}
            </span>
            <span className="figure-label">{f.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
