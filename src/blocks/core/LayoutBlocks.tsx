import * as z from 'zod/mini'
import { defineBlock } from '../define-block'
import { alignClass, colorClasses, cx, editorClasses } from './classes'

const vertical = z.catch(z.optional(z.enum(['top', 'center', 'bottom'])), undefined)
const layoutSchema = z.looseObject({
  align: z.optional(z.string()),
  backgroundColor: z.catch(z.optional(z.string()), undefined),
  textColor: z.catch(z.optional(z.string()), undefined),
  gradient: z.catch(z.optional(z.string()), undefined),
  className: z.catch(z.optional(z.string()), undefined),
  verticalAlignment: vertical,
  layout: z.catch(
    z.optional(
      z.looseObject({ type: z.optional(z.string()), justifyContent: z.optional(z.string()) }),
    ),
    undefined,
  ),
})

/** Column widths the stylesheet knows (percent); the editor's value snaps to the nearest. */
const WIDTHS = [20, 25, 30, 33, 40, 50, 60, 66, 70, 75, 80]
/** `33.33%` → `wp-col-33`: widths become classes, because CMS layouts never carry inline styles. */
function columnWidthClass(width: string | number | undefined): string | undefined {
  const match = /^(\d+(?:\.\d+)?)%?$/.exec(String(width ?? '').trim())
  if (!match) return undefined
  const value = Number(match[1])
  const nearest = WIDTHS.reduce((a, b) => (Math.abs(b - value) < Math.abs(a - value) ? b : a))
  return `wp-col-${nearest}`
}

export const columnsBlock = defineBlock({
  summary: 'A responsive row of core/column children (stacked on phones unless told not to).',
  schema: z.extend(layoutSchema, {
    isStackedOnMobile: z.catch(z._default(z.boolean(), true), true),
  }),
  inner: true,
  Component: ({ attrs, children }) => (
    <div
      className={cx(
        'wp-columns',
        alignClass(attrs.align),
        ...colorClasses(attrs),
        editorClasses(attrs.className),
        attrs.verticalAlignment && `is-vertically-aligned-${attrs.verticalAlignment}`,
        !attrs.isStackedOnMobile && 'is-not-stacked-on-mobile',
      )}
    >
      {children}
    </div>
  ),
})

export const columnBlock = defineBlock({
  summary: 'One column; its width comes from the editor as a percentage.',
  schema: z.extend(layoutSchema, { width: z.optional(z.union([z.string(), z.number()])) }),
  inner: true,
  Component: ({ attrs, children }) => (
    <div
      className={cx(
        'wp-column',
        columnWidthClass(attrs.width),
        ...colorClasses(attrs),
        editorClasses(attrs.className),
        attrs.verticalAlignment && `is-vertically-aligned-${attrs.verticalAlignment}`,
      )}
    >
      {children}
    </div>
  ),
})

const GROUP_TAGS = ['div', 'section', 'aside', 'article'] as const

export const groupBlock = defineBlock({
  summary: 'A wrapper, or its Row (a flex row) and Stack variations.',
  schema: z.extend(layoutSchema, { tagName: z.optional(z.string()) }),
  inner: true,
  Component: ({ attrs, children }) => {
    const Tag = GROUP_TAGS.find((t) => t === attrs.tagName) ?? 'div'
    const layout = attrs.layout?.type === 'flex' ? 'is-layout-flex' : undefined
    const justify = attrs.layout?.justifyContent
    return (
      <Tag
        className={cx(
          'wp-group',
          alignClass(attrs.align),
          ...colorClasses(attrs),
          editorClasses(attrs.className),
          layout,
          layout && justify && /^(left|center|right|space-between)$/.test(justify)
            ? `is-content-justification-${justify}`
            : undefined,
        )}
      >
        {children}
      </Tag>
    )
  },
})

export const buttonsBlock = defineBlock({
  summary: 'A row of core/button children.',
  schema: layoutSchema,
  inner: true,
  Component: ({ attrs, children }) => {
    const justify = attrs.layout?.justifyContent
    return (
      <div
        className={cx(
          'wp-block-buttons',
          justify && /^(left|center|right|space-between)$/.test(justify)
            ? `is-content-justification-${justify}`
            : undefined,
        )}
      >
        {children}
      </div>
    )
  },
})
