import { z } from 'zod'
import { defineBlock } from '../define-block'

const layoutSchema = z
  .object({
    width: z.string().optional(),
    verticalAlignment: z.enum(['top', 'center', 'bottom']).optional(),
  })
  .loose()

/** core/columns: a responsive row of core/column children. */
export const columnsBlock = defineBlock({
  schema: layoutSchema,
  Component: ({ children }) => <div className="wp-columns">{children}</div>,
})

/** core/column: one column; its width comes from the editor as a percentage. */
export const columnBlock = defineBlock({
  schema: layoutSchema,
  Component: ({ attrs, children }) => (
    <div
      className="wp-column"
      style={
        attrs.width && /^\d+(\.\d+)?%$/.test(attrs.width) ? { flexBasis: attrs.width } : undefined
      }
    >
      {children}
    </div>
  ),
})

/** core/group: a plain wrapper. */
export const groupBlock = defineBlock({
  schema: layoutSchema,
  Component: ({ children }) => <div className="wp-group">{children}</div>,
})
