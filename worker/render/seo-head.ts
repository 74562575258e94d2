import { parse } from 'parse5'
import type { DefaultTreeAdapterTypes as T } from 'parse5'
import type { CmsSeo } from '../../src/cms/schemas'
import type { SiteProfile } from '../../src/cms/site-profile'
import { memoByString } from '../html/memo'
import { isElement } from '../html/tree'
import { ownHosts, safeUrl, type OwnHosts } from '../../src/cms/url-policy'

interface MetaTag {
  name?: string
  property?: string
  content: string
}

/** Everything the document head needs, already sanitised. */
export interface HeadData {
  title: string
  description: string | null
  canonical: string
  meta: MetaTag[]
  /** External scripts allowed in the head (the configured widget origin only). */
  scripts: string[]
  noindex: boolean
}

const META_NAMES = /^(description|robots|twitter:[a-z:_]+)$/
const META_PROPERTIES = /^(og|article):[a-z:_]+$/
/** Meta values that are URLs: only http(s) survive. */
const META_URL = /(image|url|video|audio)(:url|:secure_url)?$/
/** Tags the site sets itself from its own URL. */
const OWN_TAGS = new Set(['og:url', 'description'])

interface ParsedHead {
  meta: MetaTag[]
  scripts: string[]
}

const attr = (el: T.Element, name: string) => el.attrs.find((a) => a.name === name)?.value

/**
 * Keeps only known-safe meta tags and widget scripts from Yoast's `fullHead` HTML. It is parsed as a
 * browser parses a document head, and only real children of `<head>` count: a tag inside
 * `<noscript>`, `<template>`, `<noembed>` or anything that ends the head is text or body content to
 * a browser, and is dropped here too. Nothing of it is emitted as HTML, only as values.
 */
export function parseFullHead(
  fullHead: string,
  widgetOrigin?: string,
  cmsUrl?: string,
): ParsedHead {
  const key = `${widgetOrigin ?? ''} ${cmsUrl ?? ''}`
  let read = readersByOrigin.get(key)
  if (!read) {
    const own = ownHosts(cmsUrl)
    read = memoByString((head) => Object.freeze(readFullHead(head, widgetOrigin, own)), {
      maxChars: 2_000_000,
      sizeOf: (head) => JSON.stringify(head).length,
    })
    readersByOrigin.set(key, read)
  }
  return read(fullHead)
}

/** Pure, so each head is read once per widget origin and CMS (configuration values: one or two). */
const readersByOrigin = new Map<string, (fullHead: string) => ParsedHead>()

function readFullHead(
  fullHead: string,
  widgetOrigin: string | undefined,
  own: OwnHosts,
): ParsedHead {
  const out: ParsedHead = { meta: [], scripts: [] }
  if (!fullHead.trim()) return out
  const doc = parse(`<!doctype html><html><head>${fullHead}`)
  const htmlEl = doc.childNodes.find((n): n is T.Element => isElement(n) && n.tagName === 'html')
  const head = htmlEl?.childNodes.find((n): n is T.Element => isElement(n) && n.tagName === 'head')
  for (const el of head?.childNodes ?? []) {
    if (!isElement(el)) continue
    if (el.tagName === 'meta') {
      const name = attr(el, 'name')?.toLowerCase()
      const property = attr(el, 'property')?.toLowerCase()
      let content = attr(el, 'content')
      if (content === undefined || attr(el, 'http-equiv') !== undefined) continue
      const key = name ?? property ?? ''
      if (META_URL.test(key)) {
        // The CMS URL policy: a URL of the CMS host becomes the site's own (made absolute below).
        const url = safeUrl(content, 'media', own)
        if (url === null) continue
        content = url
      }
      if (name && META_NAMES.test(name) && !OWN_TAGS.has(name)) out.meta.push({ name, content })
      else if (property && META_PROPERTIES.test(property) && !OWN_TAGS.has(property)) {
        out.meta.push({ property, content })
      }
    } else if (el.tagName === 'script') {
      const src = attr(el, 'src')
      if (!src || !widgetOrigin) continue
      try {
        if (new URL(src).origin === new URL(widgetOrigin).origin) out.scripts.push(src)
      } catch {
        // not a URL: dropped
      }
    }
  }
  return out
}

const absolute = (value: string, siteUrl: string) => {
  try {
    return new URL(value, siteUrl).toString()
  } catch {
    return value
  }
}

interface HeadInput {
  seo: CmsSeo | null
  title: string
  path: string
  siteUrl: string
  widgetOrigin?: string
  /** The CMS's address: its URLs in Yoast's head become the site's. */
  cmsUrl?: string
  description?: string | null
  image?: string | null
  noindex?: boolean
  /** The company: its name ends titles and names the site. */
  site: Pick<SiteProfile, 'name' | 'description'>
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export async function buildHead(input: HeadInput): Promise<HeadData> {
  const { seo, siteUrl } = input
  const parsed = parseFullHead(seo?.fullHead ?? '', input.widgetOrigin, input.cmsUrl)
  const canonical = new URL(input.path, siteUrl).toString()
  const { site } = input
  const title = seo?.title || (input.title ? `${input.title} | ${site.name}` : site.name)
  const description = seo?.metaDesc || input.description || site.description
  const meta = parsed.meta
    // A page that must not be indexed says so once: the CMS's robots tag would contradict it.
    .filter((m) => !(input.noindex && m.name === 'robots'))
    .map((m) =>
      /image$/.test(m.property ?? m.name ?? '')
        ? { ...m, content: absolute(m.content, siteUrl) }
        : m,
    )
  const has = (key: string) => meta.some((m) => m.property === key || m.name === key)
  const add = (tag: MetaTag) => {
    if (!has(tag.property ?? tag.name ?? '')) meta.push(tag)
  }
  add({ property: 'og:title', content: title })
  add({ property: 'og:description', content: description })
  add({ property: 'og:type', content: 'website' })
  add({ property: 'og:site_name', content: site.name })
  // Social networks ignore SVG: a page whose only picture is one shares no image instead.
  const image = [seo?.image, input.image].find((url) => url && !/\.svg(\?|#|$)/i.test(url))
  if (image) add({ property: 'og:image', content: absolute(image, siteUrl) })
  add({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' })
  add({ name: 'twitter:title', content: title })
  add({ name: 'twitter:description', content: description })
  meta.push({ property: 'og:url', content: canonical })
  return {
    title,
    description,
    canonical,
    meta,
    scripts: parsed.scripts,
    noindex: !!input.noindex,
  }
}
