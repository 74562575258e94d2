import * as z from 'zod/mini'
import { safeSrcset, safeUrl } from '../../cms/url-policy'

/** Shared pieces of block attribute schemas (see embedded-cms/content/README.md). */

/**
 * A link target that passes the CMS URL policy (`src/cms/url-policy.ts`): a site path, anchor,
 * http(s), mailto or tel; `javascript:`, `data:` and the like however written are refused (the
 * block is left out), and a slash-led link to another host (`//host`, `/\\host`) becomes the
 * `https:` URL a browser would open.
 */
export const href = z.pipe(
  z.string(),
  z.transform((v, ctx) => {
    const safe = safeUrl(v, 'link')
    if (safe === null || safe === '') {
      ctx.issues.push({ code: 'custom', message: 'unsupported link', input: ctx.value })
      return z.NEVER
    }
    return safe
  }),
)

/** A media URL that passes the CMS URL policy: http(s) or a site path. */
export const mediaUrl = z.pipe(
  z.string(),
  z.transform((v, ctx) => {
    const safe = safeUrl(v, 'media')
    if (safe === null || safe === '') {
      ctx.issues.push({ code: 'custom', message: 'unsupported media URL', input: ctx.value })
      return z.NEVER
    }
    return safe
  }),
)

/** An image as WordPress stores it in block attributes. */
/** A srcset whose every URL passes the CMS URL policy; any other is left out (the src stays). */
export const mediaSrcset = (value: string): string | undefined => safeSrcset(value) ?? undefined

export const imageAttr = z.object({
  id: z.optional(z.number().check(z.int())),
  url: mediaUrl,
  alt: z._default(z.string(), ''),
  width: z.optional(z.number().check(z.int(), z.positive())),
  height: z.optional(z.number().check(z.int(), z.positive())),
  /** WordPress's srcset of a media library image (its generated sizes), added by prepare-blocks. */
  srcset: z.optional(
    z.pipe(
      z.string(),
      z.transform((v) => mediaSrcset(v)),
    ),
  ),
})
export type ImageAttr = z.infer<typeof imageAttr>

/** Optional texts: empty strings count as absent. */
export const text = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v?.trim() ? v : undefined)),
)

/** A list item id from the CMS, used as the React key. */
export const itemId = z.pipe(z.union([z.string(), z.number()]), z.transform(String))

/** CMS HTML inside attributes (answers, rich texts): sanitised before rendering. */
export const richText = z._default(z.string(), '')

/** A CF7 form id. It stays on the server: a block only learns whether its form can be sent (> 0). */
export const formId = z._default(z.number().check(z.int(), z.gte(0)), 0)
