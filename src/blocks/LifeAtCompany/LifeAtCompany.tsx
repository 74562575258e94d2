import type { BlockProps } from '../define-block'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'
import type { LifeAtCompanyAttrs } from './schema'

/** Rows of up to 6 images. */
export function LifeAtCompany({ id, attrs }: BlockProps<LifeAtCompanyAttrs, null>) {
  return (
    <Section id={id} title={attrs.title} className="section-life">
      {attrs.rows.map((row, r) => (
        <ul key={row[0]?.url ?? r} className="life-row">
          {row.map((image) => (
            <li key={image.url}>
              <Picture image={image} width={400} height={300} />
            </li>
          ))}
        </ul>
      ))}
    </Section>
  )
}
