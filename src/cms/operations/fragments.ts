/**
 * Block fields of the `Block` interface only: unregistered types come back as UnknownBlock.
 * `dynamicContent` is what WordPress renders for a server-side block (a reusable block's content).
 */
export const BLOCK_FIELDS = `
fragment BlockFields on Block { name order attributesJSON saveContent originalContent dynamicContent }
`

/**
 * How many levels of innerBlocks are selected (columns → column → group → content). Blocks at this
 * depth come without their inner blocks; their saveContent still holds the inner HTML.
 */
export const INNER_BLOCK_LEVELS = 3

export const BLOCKS_SELECTION = `blocks {
  ...BlockFields
  ${'innerBlocks { ...BlockFields '.repeat(INNER_BLOCK_LEVELS)}${'}'.repeat(INNER_BLOCK_LEVELS)}
}`

export const SEO_SELECTION = `seo { title metaDesc fullHead canonical opengraphImage { sourceUrl } }`

export const FEATURED_IMAGE_SELECTION = `featuredImage { node { sourceUrl altText } }`

/** What `postSummaryFields` reads: the fields every post type the site lists has. */
export const POST_SUMMARY_SELECTION = `id databaseId slug uri status title ${FEATURED_IMAGE_SELECTION}`
