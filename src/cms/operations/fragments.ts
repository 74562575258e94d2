/** Block fields of the `Block` interface only: unregistered types come back as UnknownBlock. */
export const BLOCK_FIELDS = `
fragment BlockFields on Block { name order attributesJSON saveContent originalContent }
`

/** Three levels of innerBlocks, enough for columns → column → content. */
export const BLOCKS_SELECTION = `blocks {
  ...BlockFields
  innerBlocks { ...BlockFields innerBlocks { ...BlockFields innerBlocks { ...BlockFields } } }
}`

export const SEO_SELECTION = `seo { title metaDesc fullHead canonical opengraphImage { sourceUrl } }`

export const FEATURED_IMAGE_SELECTION = `featuredImage { node { sourceUrl altText } }`
