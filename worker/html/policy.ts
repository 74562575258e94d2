import { safeSrcset, safeUrl, type OwnHosts } from '../../src/cms/url-policy'

/**
 * Elements removed together with everything inside them: raw-text and RCDATA elements (the browser
 * reads their content as text, or as markup once the element is gone), foreign content (SVG, MathML),
 * embedded documents, forms and their controls, document metadata.
 */
export const DROP_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'iframe',
  'textarea',
  'title',
  'template',
  'svg',
  'math',
  'object',
  'embed',
  'applet',
  'param',
  'frame',
  'frameset',
  'portal',
  'fencedframe',
  'canvas',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'datalist',
  'output',
  'dialog',
  'slot',
  'head',
  'meta',
  'link',
  'base',
  'marquee',
])

/** Checks an attribute's value; `own` are the hosts whose URLs are written as site paths. */
type AttrCheck = (value: string, own: OwnHosts) => string | null

const any: AttrCheck = (v) => v
const flag: AttrCheck = () => ''
const oneOf =
  (...allowed: string[]): AttrCheck =>
  (v) => {
    const lower = v.trim().toLowerCase()
    return allowed.includes(lower) ? lower : null
  }
const integer: AttrCheck = (v) => (/^\d{1,5}$/.test(v.trim()) ? v.trim() : null)
const link: AttrCheck = (v, own) => safeUrl(v, 'link', own)
/**
 * What a page loads (an image, a video, its poster, a track) comes from this site only: the CSP
 * (`img-src`, `media-src 'self'`) blocks any other origin, so such a URL would only write a foreign
 * origin into the page (a tracker's address, a broken image). The CMS's and the site's own
 * absolute URLs are site paths by then.
 */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:|^[/\\]{2}/i
const fromSite = (url: string | null) => (url === null || ABSOLUTE.test(url) ? null : url)
const media: AttrCheck = (v, own) => fromSite(safeUrl(v, 'media', own))
const srcset: AttrCheck = (v, own) => {
  const safe = safeSrcset(v, own)
  return safe?.split(',').every((c) => fromSite(c.trim()) !== null) ? safe : null
}
const short: AttrCheck = (v) => (v.length <= 500 ? v : null)
const language: AttrCheck = (v) => (/^[a-z]{2,3}(-[a-z0-9]{1,8}){0,3}$/i.test(v) ? v : null)
const mimeType: AttrCheck = (v) => (/^[a-z]+\/[a-z0-9.+-]+(;[\w\s="',.-]*)?$/i.test(v) ? v : null)

/** Attributes any allowed element may keep (ids and classes are checked by the walker). */
const GLOBAL: Record<string, AttrCheck> = {
  title: short,
  lang: language,
  dir: oneOf('ltr', 'rtl', 'auto'),
  role: oneOf('presentation', 'none', 'img', 'note', 'figure', 'group', 'list', 'listitem'),
  'aria-label': short,
  'aria-hidden': oneOf('true', 'false'),
}

const IMAGE: Record<string, AttrCheck> = {
  src: media,
  alt: any,
  width: integer,
  height: integer,
  srcset,
  sizes: short,
  loading: oneOf('lazy', 'eager'),
  decoding: oneOf('async', 'auto', 'sync'),
}
const MEDIA: Record<string, AttrCheck> = {
  src: media,
  controls: flag,
  loop: flag,
  muted: flag,
  autoplay: flag,
  preload: oneOf('none', 'metadata', 'auto'),
}
const CELL: Record<string, AttrCheck> = { colspan: integer, rowspan: integer }
const CITE: Record<string, AttrCheck> = { cite: link }

/**
 * The allow-list: element → the attributes it may keep beyond the global ones. Elements not listed
 * are unwrapped (their content stays); `h1` becomes `h2` because the page owns its one `h1`.
 */
export const ELEMENTS: Readonly<Record<string, Readonly<Record<string, AttrCheck>>>> = {
  p: {},
  br: {},
  hr: {},
  wbr: {},
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  strong: {},
  b: {},
  em: {},
  i: {},
  u: {},
  s: {},
  small: {},
  sub: {},
  sup: {},
  mark: {},
  code: {},
  kbd: {},
  samp: {},
  var: {},
  pre: {},
  dfn: {},
  abbr: {},
  cite: {},
  bdi: {},
  ruby: {},
  rt: {},
  rp: {},
  q: CITE,
  blockquote: CITE,
  del: { ...CITE, datetime: short },
  ins: { ...CITE, datetime: short },
  time: { datetime: short },
  a: { href: link, target: oneOf('_blank'), rel: any, hreflang: language },
  ul: {},
  ol: { start: integer, reversed: flag, type: oneOf('1', 'a', 'i') },
  li: { value: integer },
  dl: {},
  dt: {},
  dd: {},
  table: {},
  caption: {},
  colgroup: { span: integer },
  col: { span: integer },
  thead: {},
  tbody: {},
  tfoot: {},
  tr: {},
  th: { ...CELL, scope: oneOf('row', 'col', 'rowgroup', 'colgroup') },
  td: CELL,
  figure: {},
  figcaption: {},
  picture: {},
  img: IMAGE,
  source: { src: media, srcset, type: mimeType, media: short, sizes: short },
  video: { ...MEDIA, poster: media, playsinline: flag, width: integer, height: integer },
  audio: MEDIA,
  track: {
    src: media,
    kind: oneOf('subtitles', 'captions', 'descriptions', 'chapters'),
    srclang: language,
    label: short,
    default: flag,
  },
  details: { open: flag },
  summary: {},
  div: {},
  span: {},
  section: {},
  article: {},
  aside: {},
}

/** The check for an attribute of an allowed element, or undefined when it is not allowed. */
export function attributeCheck(tag: string, name: string): AttrCheck | undefined {
  return ELEMENTS[tag]?.[name] ?? GLOBAL[name]
}

/**
 * WordPress's own class names (block, layout, alignment, colour and size classes, and the
 * `[gallery]` shortcode's `gallery`, `gallery-item`, `gallery-columns-3`…).
 */
const WP_CLASS =
  /^(wp-[a-z0-9_-]+|gallery(-[a-z0-9_-]+)?|has-[a-z0-9_-]+|is-[a-z0-9_-]+|are-[a-z0-9_-]+|align(left|right|center|wide|full|none)|size-[a-z0-9_-]+|columns-[a-z0-9-]+|items-justified-[a-z-]+|screen-reader-text)$/

/**
 * Keeps the class tokens WordPress generates and drops the rest, so CMS HTML cannot dress itself
 * in the site's own component classes; null when none is left.
 */
export function safeClass(value: string): string | null {
  const kept = value
    .split(/\s+/)
    .filter((c) => WP_CLASS.test(c))
    .slice(0, 24)
  return kept.length ? kept.join(' ') : null
}

/** `rel` tokens kept on links; `noopener noreferrer` is added for new tabs. */
const REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc', 'sponsored', 'external'])

/** The `rel` to emit for a link, given what the CMS wrote and whether it opens a new tab. */
export function safeRel(value: string | undefined, newTab: boolean): string | null {
  const tokens = new Set(
    (value ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => REL_TOKENS.has(t)),
  )
  if (newTab) {
    tokens.add('noopener')
    tokens.add('noreferrer')
  }
  return tokens.size ? [...tokens].join(' ') : null
}
