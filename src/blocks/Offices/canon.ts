import type { ContentLoaders } from '../../cms/loaders'
import type { CmsBlock } from '../../cms/schemas'
import { matchPath } from '../../routes/route-map'
import { POST_LOADERS } from '../published-post'
import { OFFICES_QUERY, queryString, readQuery } from '../../routes/route-map'
import type { QueryCanon } from '../query-canon'
import { listFilterCanon } from '../ui/filter/list-filter-canon'
import { countriesOf } from './Offices'
import { officesSchema } from './schema'

/** The block whose attributes hold the offices (they live in the page, not in a CMS list). */
export const OFFICES_BLOCK = 'custom/offices'

/** The blocks of the post a site path shows, from the same cached answer its page renders from. */
async function blocksAt(cms: ContentLoaders, path: string): Promise<CmsBlock[]> {
  const match = matchPath(path)
  const post = match && (await POST_LOADERS[match.kind](cms, match.key))
  return post && 'blocks' in post ? post.blocks : []
}

const officeBlocks = (blocks: CmsBlock[]): CmsBlock[] =>
  blocks.flatMap((b) => [...(b.name === OFFICES_BLOCK ? [b] : []), ...officeBlocks(b.innerBlocks)])

/** The offices' country as its control writes it: a country of the page's offices, or none. */
export const countryCanon = listFilterCanon('country', async (cms, path) =>
  countriesOf(
    officeBlocks(await blocksAt(cms, path)).flatMap((b) => {
      const attrs = officesSchema.safeParse(b.attributes)
      return attrs.success ? attrs.data.offices : []
    }),
  ),
)

/** The offices' map as its toggle writes it: `map=1` when open, nothing when closed. */
export const mapCanon: QueryCanon = {
  names: ['map'],
  canonical: async (params) =>
    new URLSearchParams(queryString(OFFICES_QUERY, readQuery(params, OFFICES_QUERY))),
}
