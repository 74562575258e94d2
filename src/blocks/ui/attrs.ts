import * as z from 'zod'
import { normalizeHref } from './links'

/** Shared pieces of block attribute schemas (see embedded-cms/content/README.md). */

/** An image as WordPress stores it in block attributes. */
export const imageAttr = z.object({
  id: z.number().int().optional(),
  url: z.string().min(1),
  alt: z.string().default(''),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
})
export type ImageAttr = z.infer<typeof imageAttr>

/** Optional texts: empty strings count as absent. */
export const text = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v : undefined))

/**
 * A link target: site path, anchor, http(s), mailto or tel only. A slash-led link to another host
 * (`//host`, `/\\host`) is external and becomes the `https:` URL a browser would open.
 */
export const href = z
  .string()
  .trim()
  .refine((v) => /^(\/|#|https?:\/\/|mailto:|tel:)/.test(v), 'unsupported link')
  .transform(normalizeHref)

/** A list item id from the CMS, used as the React key. */
export const itemId = z.union([z.string(), z.number()]).transform(String)

/** CMS HTML inside attributes (answers, rich texts): sanitised before rendering. */
export const richText = z.string().default('')

/** A CF7 form id. It stays on the server: a block only learns whether its form can be sent (> 0). */
export const formId = z.number().int().min(0).default(0)
