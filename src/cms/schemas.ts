import { decodeHTMLStrict } from 'entities/decode'
import * as z from 'zod/mini'

/** A Gutenberg block as wp-graphql-gutenberg's `blocksJSON` holds it (the whole tree). */
export interface CmsBlock {
  name: string
  order: number
  /** The block's attributes (PHP's empty array `[]` when it has none). */
  attributes: unknown
  saveContent: string | null
  originalContent: string | null
  /** What WordPress renders for a dynamic block at request time; null for a static block. */
  dynamicContent?: string | null
  /** Every inner block; a reusable block's are the blocks of the post it references. */
  innerBlocks: CmsBlock[]
}

/**
 * Plain text from WordPress with its HTML entities decoded, once, here: Settings → General's title
 * and tagline arrive escaped (`esc_html()` when saved: `Design &amp; Build`), and a plugin may send a
 * texturized title undecoded (`&#8211;`). The page escapes it again when it renders it.
 */
export const decodedText = (value: string): string =>
  value.includes('&') ? decodeHTMLStrict(value) : value

/** Plain text WordPress may leave out or send as null, read as '' (entities decoded). */
export const textSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => decodedText(v ?? '')),
)

/** Plain text that may be absent (null), entities decoded. */
export const optionalTextSchema = z.nullish(z.pipe(z.string(), z.transform(decodedText)))

/**
 * A post's `status` (`publish`, `draft`, `pending`, `private`, `future`). The site serves `publish`
 * only: anything else, or none, is treated as not found.
 */
export const statusSchema = z.nullish(z.string())

/**
 * `hasPassword`: a published post that WordPress shows only to visitors who type its password.
 * The site has no password form, and wp-graphql-gutenberg gives anyone its blocks: not served.
 */
export const hasPasswordSchema = z.nullish(z.boolean())

/** Whether a post may be served: published without a password, and nothing else. */
export const isPublished = (item: { status?: string | null; hasPassword?: boolean | null }) =>
  item.status === 'publish' && item.hasPassword !== true

/** The two ids every WPGraphQL node has: the global id and the database id. */
export const nodeIdFields = { id: z.string(), databaseId: z.number().check(z.int()) }

export const blockSchema: z.ZodMiniType<CmsBlock> = z.lazy(() =>
  z.object({
    name: z.string(),
    order: z.number().check(z.int()),
    attributes: z.unknown(),
    saveContent: z.nullable(z.string()),
    originalContent: z.nullable(z.string()),
    dynamicContent: z.nullish(z.string()),
    innerBlocks: z.pipe(
      z.nullish(z.array(blockSchema)),
      z.transform((v) => v ?? []),
    ),
  }),
)

export const imageSchema = z.object({
  sourceUrl: z.nullable(z.string()),
  altText: textSchema,
  /** Selected for featured images: WordPress's srcset and the original's size. */
  srcSet: z.nullish(z.string()),
  mediaDetails: z.nullish(
    z.object({
      width: z.nullish(z.number().check(z.int())),
      height: z.nullish(z.number().check(z.int())),
    }),
  ),
})
export type CmsImage = z.infer<typeof imageSchema>

export const mediaItemSchema = z.object({
  mediaItemUrl: z.nullable(z.string()),
  altText: textSchema,
})

export const featuredImageSchema = z.pipe(
  z.nullish(z.object({ node: imageSchema })),
  z.transform((v) => v?.node ?? null),
)

/** What every post type the site lists has (a case study, a service), as POST_SUMMARY_SELECTION reads it. */
export const postSummaryFields = {
  ...nodeIdFields,
  slug: z.string(),
  uri: z.nullish(z.string()),
  status: statusSchema,
  hasPassword: hasPasswordSchema,
  title: textSchema,
  featuredImage: featuredImageSchema,
}

export const seoSchema = z.pipe(
  z.nullish(
    z.object({
      title: optionalTextSchema,
      metaDesc: optionalTextSchema,
      fullHead: z.nullish(z.string()),
      canonical: z.nullish(z.string()),
      opengraphImage: z.nullish(z.object({ sourceUrl: z.nullish(z.string()) })),
    }),
  ),
  z.transform((v) => ({
    title: v?.title ?? null,
    metaDesc: v?.metaDesc ?? null,
    fullHead: v?.fullHead ?? null,
    canonical: v?.canonical ?? null,
    image: v?.opengraphImage?.sourceUrl ?? null,
  })),
)
export type CmsSeo = z.infer<typeof seoSchema>

export const tagsSchema = z.pipe(
  z.nullish(
    z.object({
      nodes: z.array(z.object({ name: optionalTextSchema, slug: z.nullish(z.string()) })),
    }),
  ),
  z.transform((v) => (v?.nodes ?? []).flatMap((t) => (t.name ? [t.name] : []))),
)

/** A post's blocks from the `blocksJSON` string; none when the field is absent. */
export const blocksSchema = z.pipe(
  z.pipe(
    z.nullish(z.string()),
    z.transform((json, ctx): unknown => {
      if (!json) return []
      try {
        return JSON.parse(json)
      } catch {
        ctx.issues.push({ code: 'custom', message: 'blocksJSON is not JSON', input: ctx.value })
        return z.NEVER
      }
    }),
  ),
  z.array(blockSchema),
)
