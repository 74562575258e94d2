/**
 * A post's blocks as one JSON string (wp-graphql-gutenberg's `blocksJSON`): the whole tree at any
 * depth, each block with its attributes, saved HTML, the HTML WordPress renders for a dynamic block
 * (`dynamicContent`) and, for a reusable block (`core/block`), the referenced blocks as inner blocks.
 * A `blocks { innerBlocks { … } }` selection stops at a fixed depth. Read as `blocks` (see blocksSchema).
 */
export const BLOCKS_SELECTION = 'blocks: blocksJSON'

export const SEO_SELECTION = `seo { title metaDesc fullHead canonical opengraphImage { sourceUrl } }`

/** A featured image with WordPress's srcset (its generated sizes) and the original's size. */
export const FEATURED_IMAGE_SELECTION = `featuredImage { node { sourceUrl altText srcSet mediaDetails { width height } } }`

/** What `postSummaryFields` reads: the fields every post type the site lists has. */
export const POST_SUMMARY_SELECTION = `id databaseId slug uri status hasPassword title ${FEATURED_IMAGE_SELECTION}`
