import { z } from 'zod'
import { defineBlock } from '../define-block'
import { imageAttr, itemId, text } from '../ui/attrs'
import { Picture } from '../ui/Picture'
import { Section } from '../ui/Section'

const listSchema = z.object({
  title: text,
  text,
  image: imageAttr.optional(),
  items: z
    .array(
      z.object({
        id: itemId,
        title: text,
        text: z.string().default(''),
        image: imageAttr.optional(),
      }),
    )
    .default([]),
  facts: z.array(z.object({ id: itemId, title: z.string(), text: z.string() })).optional(),
})

/** custom/list … list-7: numbered or bulleted service lists in seven visual variants. */
export function listBlock(variant: number) {
  return defineBlock({
    schema: listSchema,
    Component: ({ id, attrs }) => (
      <Section
        id={id}
        title={attrs.title}
        intro={attrs.text}
        className={`section-list list-v${variant}`}
      >
        <ol className="card-list">
          {attrs.items.map((item, i) => (
            <li key={item.id} className="card">
              <span className="card-number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              {item.title && <h3>{item.title}</h3>}
              {item.text && <p>{item.text}</p>}
            </li>
          ))}
        </ol>
      </Section>
    ),
  })
}

/** custom/half-list and product-facts-left-image: an image beside a list. */
export const halfListBlock = defineBlock({
  schema: listSchema,
  Component: ({ id, attrs }) => (
    <Section id={id} title={attrs.title} className="section-split">
      <div className="split">
        <Picture image={attrs.image} className="rounded" sizes="(min-width: 1024px) 50vw, 100vw" />
        <ul className="check-list">
          {(attrs.facts ?? attrs.items).map((item) => (
            <li key={item.id}>
              {item.title && <strong>{item.title}</strong>} {item.text}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  ),
})
