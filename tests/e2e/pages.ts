import { pageOfEachType as pagesAt } from '../shared/page-types'
import { baseUrl } from '../shared/base-url'

/** One page of each type, with real slugs from the sitemap (case study, vacancy). */
export const pageOfEachType = (): Promise<Record<string, string>> => pagesAt(baseUrl())
