import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { BlockContext, PageSubject } from '../../src/blocks/block-context'
import { prepareBlocks } from '../../src/blocks/prepare-blocks'
import { PageInfoContext } from '../../src/blocks/ui/page-info'
import {
  CONTENTS_MIN_HEADINGS,
  contentsOf,
  isReadingPage,
  PageContents,
} from '../../src/blocks/ui/PageContents'
import { cmsHtmlSanitizer, type CmsHtml } from '../html/sanitize'
import type { CmsBlock, CmsSeo } from '../../src/cms/schemas'
import type { SiteProfile } from '../../src/cms/site-profile'
import type { AppEnv } from '../app-env'
import { PreloadHintsContext, type PreloadHint } from '../../src/blocks/ui/preload-hints'
import { RenderedIslandsContext } from '../../src/blocks/ui/rendered-islands'
import { FormRulesContext } from '../../src/blocks/ui/forms/form-rules-context'
import { formRulesFor, formRulesOf } from '../forms/form-rules'
import type { FormKind } from '../../src/forms/schemas'
import { Document } from './Document'
import { earlyInputScript } from './early-input'
import { siteStyles } from './site-styles'
import { ErrorContent, type ErrorKind } from './ErrorContent'
import { organizationJsonLd } from './json-ld'
import { createPageQuery, readsPersonalValue } from '../cache/page-query'
import { buildHead } from './seo-head'
import { lastSiteProfile, siteProfileFor } from '../site-profile'
import { isBot, streamDocument } from './stream'
import { headingText } from '../../src/blocks/ui/HeadingText'

export interface PageModel {
  title: string
  blocks: CmsBlock[]
  seo: CmsSeo | null
  image?: string | null
  /** The post the page shows, for its blocks. */
  subject?: PageSubject
  /** What the page says that names the company (a vacancy's summary, its JobPosting). */
  aboutSite?: (
    site: SiteProfile,
    siteUrl: string,
  ) => { description?: string; structuredData?: { id: string; data: unknown }[] }
  /** Rendered before the blocks (e.g. a detail page's own heading). */
  prelude?: ReactNode
  /** The prelude renders the page's h1. */
  preludeHasH1?: boolean
  /** The address the page stands for when it is not the request's (a preview: the live page's). */
  path?: string
  /** Never indexed, whatever the CMS's SEO says (a preview). */
  noindex?: boolean
  /** Forms the page shows outside its blocks (a vacancy's application): their CF7 rules are read. */
  formKinds?: FormKind[]
}

/** A logger that says each distinct message once per request. */
function requestLogger(path: string): (message: string) => void {
  const seen = new Set<string>()
  return (message) => {
    if (seen.has(message)) return
    seen.add(message)
    console.warn(`[${path}] ${message}`)
  }
}

/** This site's CMS HTML sanitiser: the CMS URL policy, the CMS's own URLs becoming site paths. */
export const cmsHtmlOf = (c: Context<AppEnv>): CmsHtml =>
  cmsHtmlSanitizer(c.get('config').CMS_URL, c.get('config').SITE_URL)

/**
 * What blocks know of the request. Their URL is built on SITE_URL with only the declared query
 * parameters (never the request's Host), and records what they read for the HTML cache key.
 */
export function blockContext(
  c: Context<AppEnv>,
  log: (m: string) => void,
  page: Pick<BlockContext, 'canonical' | 'subject' | 'pageContents'> = {},
): BlockContext {
  const query = c.get('pageQuery') ?? createPageQuery(new URL(c.req.url), c.get('config').SITE_URL)
  c.set('pageQuery', query)
  return {
    cms: c.get('cms'),
    url: query.url,
    isDev: c.get('config').APP_ENV === 'development',
    log,
    fail: (reason) => c.get('content').fail(reason),
    canonical: page.canonical,
    subject: page.subject,
    pageContents: page.pageContents,
    sanitize: cmsHtmlOf(c),
    mapTileUrl: c.get('config').MAP_TILE_URL,
    formRules: (kind) => formRulesOf(c, kind),
    formId: (kind) => c.get('config').CF7_FORM_IDS[kind],
  }
}

function documentHeaders(c: Context<AppEnv>, extra: HeadersInit = {}): Headers {
  const headers = new Headers(extra)
  headers.set('cache-control', 'public, max-age=0, must-revalidate')
  return headers
}

/** Renders a CMS page (blocks, head, structured data) as a streamed HTML response. */
export async function pageResponse(c: Context<AppEnv>, model: PageModel, status = 200) {
  const requestPath = new URL(c.req.url).pathname
  const path = model.path ?? requestPath
  const log = requestLogger(requestPath)
  const config = c.get('config')
  // The page's own path, unless a block names the state it shows (a list's filter and page).
  let canonical = path
  // A page of editor text lists its sections beside it (PageContents), not inside a block.
  const reading = !model.prelude && isReadingPage(model.blocks)
  const [prepared, site, styles, formRules, earlyInput] = await Promise.all([
    prepareBlocks(
      model.blocks,
      blockContext(c, log, {
        subject: model.subject,
        pageContents: reading,
        canonical: (href) => {
          canonical = href
        },
      }),
    ),
    siteProfileFor(c),
    siteStyles(c.env.ASSETS),
    formRulesFor(c, model.formKinds),
    earlyInputScript(c.env.ASSETS),
  ])
  const about = model.aboutSite?.(site, config.SITE_URL) ?? {}
  const head = await buildHead({
    seo: model.seo,
    title: model.title,
    path: canonical,
    siteUrl: config.SITE_URL,
    widgetOrigin: config.WIDGET_SCRIPT_ORIGIN,
    cmsUrl: config.CMS_URL,
    description: about.description,
    image: model.image,
    site,
    noindex: model.noindex,
  })
  const needsTitle = !prepared.hasH1 && !model.preludeHasH1
  const contents = reading ? contentsOf(prepared.headings) : []
  const headers = documentHeaders(c)
  const failures = c.get('content').failures
  const query = c.get('pageQuery')
  if (failures.length) {
    // Served as it is (a 200 with what could be shown), but never kept as a good page.
    log(`page not cached: ${failures.join('; ')}`)
    headers.set('cache-control', 'no-store')
  } else if (query && readsPersonalValue(query)) {
    headers.set('cache-control', 'private, no-store')
  }
  const preloads = new Map<string, PreloadHint>()
  const islands = new Set<string>()
  const nonce = c.get('nonce')
  return streamDocument(
    (styleText) => (
      <PreloadHintsContext value={preloads}>
        <RenderedIslandsContext value={islands}>
          <Document
            head={head}
            path={path}
            nonce={nonce}
            site={site}
            styles={styleText}
            earlyInput={earlyInput}
            structuredData={[
              { id: 'organization', data: organizationJsonLd(config.SITE_URL, site) },
              ...(about.structuredData ?? []),
            ]}
          >
            <PageInfoContext value={{ title: model.title }}>
              {needsTitle && (
                <header className="page-title container">
                  <h1>{headingText(model.title)}</h1>
                </header>
              )}
              {contents.length >= CONTENTS_MIN_HEADINGS && <PageContents headings={contents} />}
              <FormRulesContext value={formRules}>
                {model.prelude}
                {prepared.nodes}
              </FormRulesContext>
            </PageInfoContext>
          </Document>
        </RenderedIslandsContext>
      </PreloadHintsContext>
    ),
    {
      status,
      headers,
      bot: isBot(c.req.header('user-agent')),
      nonce,
      preloads,
      islands,
      styles,
      onError: (message) => {
        log(message)
        c.get('content').fail(message)
      },
    },
  )
}

const ERROR_TITLES: Record<ErrorKind, string> = {
  400: 'Bad request',
  401: 'Sign in to preview',
  403: 'You cannot preview this',
  404: 'Page not found',
  405: 'Method not allowed',
  413: 'Request too large',
  429: 'Too many sign-in attempts',
  503: 'We will be right back',
  500: 'Something went wrong',
}

/** The branded error pages (bad request, not found, outage...): no CMS call, no stack trace. */
export async function errorPageResponse(c: Context<AppEnv>, kind: ErrorKind) {
  const path = new URL(c.req.url).pathname
  const siteUrl = c.get('config')?.SITE_URL ?? new URL(c.req.url).origin
  // A not-found page is a page of the site, often a visitor's first: it names the company as
  // WordPress does (one cached read). Other errors (outage, refused input) make no CMS call.
  const site = kind === 404 && c.get('cms') ? await siteProfileFor(c) : lastSiteProfile(c)
  const head = await buildHead({
    seo: null,
    title: ERROR_TITLES[kind],
    path,
    siteUrl,
    noindex: true,
    site,
  })
  const headers: Record<string, string> = { 'cache-control': 'no-store' }
  if (kind === 503) headers['retry-after'] = '120'
  const styles = await siteStyles(c.env?.ASSETS)
  return streamDocument(
    (styleText) => (
      <Document
        head={head}
        path={path}
        nonce={c.get('nonce') ?? ''}
        site={site}
        styles={styleText}
        structuredData={[]}
      >
        <ErrorContent kind={kind} title={ERROR_TITLES[kind]} />
      </Document>
    ),
    {
      status: kind,
      headers,
      bot: true,
      nonce: c.get('nonce') ?? '',
      onError: requestLogger(path),
      styles,
    },
  )
}
