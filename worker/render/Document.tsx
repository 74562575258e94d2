import type { ReactNode } from 'react'
import { SiteFooter } from '../../src/blocks/ui/shell/SiteFooter'
import { SiteHeader } from '../../src/blocks/ui/shell/SiteHeader'
import { SiteContext, type SiteProfile } from '../../src/blocks/ui/shell/site'
import { EarlyInputProvider } from '../../src/blocks/ui/early-input'
import { ScriptNonceContext } from '../../src/blocks/ui/script-nonce'
import { jsonLd } from './json-ld'
import { BRAND_FONT_PRELOAD } from '../../src/styles/brand-font'
import { safeInStyle, SITE_STYLESHEET } from './site-styles'
import type { HeadData } from './seo-head'

/** The empty element that ends every page: the first paint waits until it is parsed. */
const PAGE_END = 'page-end'

/**
 * Without JavaScript, controls that only JavaScript can make work are hidden (lists show every item:
 * their limits apply only under `@media (scripting: enabled)`, see the stylesheet).
 */
const NO_SCRIPT_CSS = '.reveal-more,.js-only,.tech-more{display:none!important}'

interface DocumentProps {
  head: HeadData
  path: string
  nonce: string
  /** Structured data, each emitted as an ld+json script. */
  structuredData: { id: string; data: unknown }[]
  /** The company: shell, contact details and menus (worker/site-profile.ts). */
  site: SiteProfile
  /**
   * The stylesheet's text (or the slot the page's rules fill, see site-styles.ts), inlined: one
   * round trip less before the first paint. Else the stylesheet is linked.
   */
  styles?: string | null
  /** The early input script's text (worker/render/early-input.ts): the first island inlines it. */
  earlyInput?: string | null
  children: ReactNode
}

/**
 * The HTML document: head from the page's SEO data, shell, skip link and `<main id="main">`. The
 * island runtime is not named here: the first `<Island>` rendered anywhere in the page brings it.
 */
export function Document({
  head,
  path,
  nonce,
  structuredData,
  site,
  styles,
  earlyInput,
  children,
}: DocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description && <meta name="description" content={head.description} />}
        {head.noindex && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={head.canonical} />
        {head.meta.map((m) => (
          <meta
            key={`${m.property ?? m.name}:${m.content}`}
            {...(m.property ? { property: m.property } : { name: m.name })}
            content={m.content}
          />
        ))}
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/logo.svg" type="image/svg+xml" />
        {/* A slow network or parser takes the page in pieces. The page is rendered in one pass and
            is a few tens of kilobytes compressed: its first paint waits for the whole document (up
            to the empty marker that ends it: Chromium stops waiting as soon as the element it
            expects is inserted, before what the element holds), so half a page never shows and
            then shifts, and the phone lays the page out once instead of once per piece (each a long
            task while the visitor waits). */}
        <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
        {/* The brand font's Latin file, which every first screen uses: fetched with the page,
            not once the stylesheet has been applied. */}
        <link
          rel="preload"
          href={BRAND_FONT_PRELOAD}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
        {styles ? (
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: safeInStyle(styles) }} />
        ) : (
          <link rel="stylesheet" href={SITE_STYLESHEET} />
        )}
        <noscript>
          <style nonce={nonce}>{NO_SCRIPT_CSS}</style>
        </noscript>
        {head.scripts.map((src) => (
          <script key={src} src={src} async nonce={nonce} />
        ))}
        {structuredData.map(({ id, data }) => (
          <script
            key={id}
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
          />
        ))}
      </head>
      <body>
        <SiteContext value={site}>
          <a className="skip-link" href="#main">
            Skip to main content
          </a>
          <ScriptNonceContext value={nonce}>
            <EarlyInputProvider script={earlyInput}>
              <SiteHeader path={path} />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter />
            </EarlyInputProvider>
          </ScriptNonceContext>
        </SiteContext>
        <div id={PAGE_END} hidden />
      </body>
    </html>
  )
}
