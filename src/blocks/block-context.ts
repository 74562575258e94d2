import type { ContentLoaders } from '../cms/loaders'
import type { CaseStudy } from '../cms/operations/case-studies'
import type { CmsPage } from '../cms/operations/pages'
import type { Service } from '../cms/operations/services'
import type { Vacancy } from '../cms/vacancies'
import type { FormRules } from '../forms/rules'
import type { FormKind } from '../forms/schemas'
import type { PageKind, QueryReader } from '../routes/route-map'
import type { PageState } from './ui/filter/page-state'

/** A heading of sanitised CMS HTML that a table of contents can link to. */
export interface HtmlHeading {
  id: string
  text: string
}

/** An id an element of sanitised CMS HTML carries, and what it was made from. */
export interface FragmentId {
  id: string
  /**
   * The id asked for: the editor's own, or the slug a heading's id was made from (its id is this,
   * or a numbered copy when the fragment already had it). The page claims it again (page-ids.ts).
   */
  base: string
}

/** CMS HTML after the allow-list sanitiser: safe to set as inner HTML, plus its `h2` outline. */
export interface SanitizedHtml {
  html: string
  /** Every `h2` in document order, each with a unique id set on the element. */
  headings: HtmlHeading[]
  /**
   * Every id of the fragment, each once, in the order the fragment claimed them: the editor's ids
   * in document order, then the headings' generated ones. Unique within the fragment only.
   */
  ids: readonly FragmentId[]
}

/** A media library image as shown at one of its copies: intrinsic size, and srcset when WordPress has one. */
export interface SizedImage {
  width: number
  height: number
  srcset?: string
  sizes?: string
}

/** The generated sizes of the media library images a page shows (media-index.ts). */
export interface ImageSizes {
  /** Names the set, so that sanitised HTML can be remembered per set. */
  key: string
  /** The image with this attachment id, shown at `src` (one of its copies; the original if none). */
  forImage(id: number, src?: string): SizedImage | undefined
}

/** The post each kind of page of the route map shows. */
interface PostOfKind {
  page: CmsPage
  service: Service
  caseStudy: CaseStudy
  vacancy: Vacancy
}

/** The post a page shows, as its route loaded it: blocks read it, never the shape of the URL. */
export type PageSubject = { [K in PageKind]: { kind: K; post: PostOfKind[K] } }[PageKind]

/** What a block's loader and component may know about the request. */
/**
 * The page's address as blocks see it: SITE_URL's origin (never the request's Host), its path, and
 * its declared query parameters, read one name at a time (the page cache keys a page on those read).
 */
export interface BlockUrl {
  readonly origin: string
  readonly pathname: string
  readonly searchParams: QueryReader
}

export interface BlockContext {
  cms: ContentLoaders
  url: BlockUrl
  /** The post the page shows; none on pages that show no post (a form's result page). */
  subject?: PageSubject
  isDev: boolean
  log: (message: string) => void
  /**
   * Sanitises CMS HTML (server only; pure and synchronous, so its result can be cached). With
   * `images`, media library images (`wp-image-<id>`) get their srcset, sizes, width and height.
   */
  sanitize: (html: string, images?: ImageSizes) => SanitizedHtml
  /**
   * The page lists the h2 sections of its text in a contents sidebar (ui/PageContents.tsx): a text
   * block leaves out its own table of contents.
   */
  pageContents?: boolean
  /** A block could not show what it should (its loader failed): the page is served, never cached. */
  fail?: (reason: string) => void
  /**
   * Names the address of the state a block shows (a list's filter and page, like
   * `/case-studies?category=IoT&page=2`) as the page's canonical URL.
   */
  canonical?: (href: string) => void
  /** A raster tile URL template for maps (production); undefined draws the offline basemap. */
  mapTileUrl?: string
  /** The CF7 form's rules of a form kind (its choices, required fields, file rules); null unknown. */
  formRules?: (kind: FormKind) => Promise<FormRules | null>
  /**
   * The id a block's `anchor` takes on this page: the first block asking for one gets it, a later
   * one a numbered copy (two contact sections: `contact`, `contact-2`), so ids stay unique. The
   * ids of the page's CMS HTML claim from the same set (prepare-blocks.tsx, page-ids.ts).
   */
  claimAnchor?: (anchor: string) => string
  /** What the page's controls show (its lists' filters, an open map), noted by their loaders. */
  pageState?: PageState
  /** The CF7 form a kind's posts go to (`CF7_FORM_IDS`); undefined when none is configured. */
  formId?: (kind: FormKind) => number | undefined
}
