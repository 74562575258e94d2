import type { ContentLoaders } from '../cms/loaders'
import { awardCanon } from './Awards/canon'
import { industryCanon } from './Clients/canon'
import { countryCanon, mapCanon } from './Offices/canon'
import { portfolioCanon } from './Portfolio/canon'
import { technologyCanon } from './Technologies/canon'

/**
 * What a block's query parameters show, given the content: the canonical spelling of a request's
 * values (an unknown tag is no tag, a page past the end is the last page), from the same cached CMS
 * lists the block reads. A page cache can then answer a value that shows another page with a
 * redirect to that page, before rendering anything (issue 37.1).
 */
export interface QueryCanon {
  /** Every name its parameters are read under, aliases included. */
  readonly names: readonly string[]
  /**
   * Its parameters as a link to what `params` shows on the page at `path` writes them (defaults
   * left out).
   */
  canonical(params: URLSearchParams, cms: ContentLoaders, path: string): Promise<URLSearchParams>
}

/**
 * Every block parameter that names something in a list. The others are free text (a vacancy
 * keyword: a keyword that matches nothing is a page of its own), bounded by the page cache instead.
 */
export const QUERY_CANONS: readonly QueryCanon[] = [
  portfolioCanon,
  technologyCanon,
  countryCanon,
  mapCanon,
  industryCanon,
  awardCanon,
]

/** A request gives a canon's parameters as it would write them: one value each, or none. */
function writtenAlike(search: URLSearchParams, canon: QueryCanon, wanted: URLSearchParams) {
  return canon.names.every((name) => {
    const given = search.getAll(name)
    const value = wanted.get(name)
    return value === null ? given.length === 0 : given.length === 1 && given[0] === value
  })
}

/**
 * The query string (`?…` or '') a request should have had to show what it shows, or null when it
 * has it already. Only the canons of parameters the page at `path` reads (`reads`) and the request
 * gives are asked; any other parameter is left as it came.
 */
export async function canonicalSearch(
  search: URLSearchParams,
  reads: ReadonlySet<string>,
  cms: ContentLoaders,
  path: string,
): Promise<string | null> {
  let out: URLSearchParams | null = null
  for (const canon of QUERY_CANONS) {
    if (!canon.names.some((name) => reads.has(name) && search.has(name))) continue
    const wanted = await canon.canonical(search, cms, path)
    if (writtenAlike(search, canon, wanted)) continue
    out ??= new URLSearchParams(search)
    for (const name of canon.names) out.delete(name)
    for (const [name, value] of wanted) out.append(name, value)
  }
  if (!out) return null
  const query = out.toString()
  return query ? `?${query}` : ''
}
