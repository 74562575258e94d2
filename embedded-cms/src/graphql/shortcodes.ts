/**
 * WordPress shortcodes as `do_shortcode()` runs them: only registered tags are replaced; anything
 * else in square brackets stays as written, and `[[tag]]` is the escaped, literal `[tag]`.
 */

import { content } from '../content'

type Attributes = Record<string, string>
type Handler = (attrs: Attributes, content: string) => string

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/** `key="value" key='value' key=value` and positional values, like `shortcode_parse_atts()`. */
function parseAttributes(text: string): Attributes {
  const attrs: Attributes = {}
  const pattern = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)/g
  for (const m of text.matchAll(pattern)) {
    const key = (m[1] ?? m[3] ?? m[5] ?? '').toLowerCase()
    attrs[key] = m[2] ?? m[4] ?? m[6] ?? ''
  }
  return attrs
}

/**
 * `[caption]` (WordPress core, `img_caption_shortcode()` with the `html5` caption support every
 * block theme declares): the image with its caption text in a figure.
 */
const caption: Handler = (attrs, content) => {
  const match = /^\s*((?:<a [^>]*>\s*)?<img [^>]*>(?:\s*<\/a>)?)(.*)$/is.exec(content)
  if (!match) return content
  const [, image = '', text = ''] = match
  const id = attrs.id ? escapeHtml(attrs.id) : ''
  const align = escapeHtml(attrs.align ?? 'alignnone')
  const width = Number(attrs.width) || 0
  const figureId = id ? ` id="${id}"` : ''
  const describedBy = id ? ` aria-describedby="caption-${id}"` : ''
  const style = width ? ` style="width: ${width}px"` : ''
  const captionId = id ? ` id="caption-${id}"` : ''
  return `<figure${figureId}${describedBy}${style} class="wp-caption ${align}">${image}<figcaption${captionId} class="wp-caption-text">${text.trim()}</figcaption></figure>`
}

/** The demo theme's shortcodes, registered with `add_shortcode()` in its functions.php. */
const highlight: Handler = (_attrs, content) => `<mark class="has-inline-color">${content}</mark>`

const button: Handler = (attrs, content) => {
  const url = escapeHtml(attrs.url ?? '#')
  return `<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${url}">${content}</a></div>`
}

/**
 * Contact Form 7's `[contact-form-7 id="…"]` (CF7 6.1.6, seen on the rig): the form in CF7's
 * wrapper, posting to WordPress itself; an id CF7 does not know gives its error paragraph.
 */
const contactForm7: Handler = (attrs) => {
  const id = Number(attrs.id)
  if (!Number.isInteger(id) || !content.forms[String(id)]) {
    return '<p class="wpcf7-contact-form-not-found"><strong>Error:</strong> Contact form not found.</p>'
  }
  const unit = `wpcf7-f${id}-o1`
  return [
    `<div class="wpcf7 no-js" id="${unit}" lang="en-US" dir="ltr" data-wpcf7-id="${id}">`,
    '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>',
    `<form action="/graphql#${unit}" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">`,
    `<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="${id}" /><input type="hidden" name="_wpcf7_unit_tag" value="${unit}" /></fieldset>`,
    '<p><span class="wpcf7-form-control-wrap" data-name="email"><input size="40" class="wpcf7-form-control wpcf7-email" type="email" name="email" /></span>',
    '<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send" /></p>',
    '<div class="wpcf7-response-output" aria-hidden="true"></div>',
    '</form>',
    '</div>',
  ].join('\n')
}

/** The media library entry of an attachment id. */
const attachment = (id: number) => Object.values(content.media).find((m) => m.id === id)

/**
 * `[gallery ids="…" columns="3" size="medium"]` (WordPress core, `gallery_shortcode()` with the
 * `html5` gallery support of block themes; seen on WordPress 6.1): each image at the size asked
 * for, with its srcset, linked to its file (the site's plugin: the site has no attachment pages).
 */
const gallery: Handler = (attrs) => {
  const ids = (attrs.ids ?? '').split(',').map((id) => Number(id.trim()))
  const images = ids.flatMap((id) => attachment(id) ?? [])
  if (!images.length) return ''
  const size = attrs.size ?? 'thumbnail'
  const columns = Number(attrs.columns) || 3
  const items = images.map((image) => {
    const dir = `/wp-content/uploads/${image.file.slice(0, image.file.lastIndexOf('/') + 1)}`
    const shown = image.sizes?.[size]
    const [src, width, height] = shown
      ? [dir + shown.file, shown.width, shown.height]
      : [`/wp-content/uploads/${image.file}`, image.width, image.height]
    const srcset = Object.values(image.sizes ?? {})
      .filter((s) => s.width / s.height === width / height)
      .map((s) => `${dir}${s.file} ${s.width}w`)
      .join(', ')
    const shape = height > width ? 'portrait' : 'landscape'
    return [
      "<figure class='gallery-item'>",
      `<div class='gallery-icon ${shape}'><a href='/wp-content/uploads/${image.file}'>`,
      `<img width="${width}" height="${height}" src="${src}" class="attachment-${escapeHtml(size)} size-${escapeHtml(size)}" alt="${escapeHtml(image.alt)}" decoding="async" loading="lazy"`,
      srcset ? ` srcset="${srcset}" sizes="(max-width: ${width}px) 100vw, ${width}px"` : '',
      ' /></a></div></figure>',
    ].join('')
  })
  return `<div id='gallery-1' class='gallery galleryid-0 gallery-columns-${columns} gallery-size-${escapeHtml(size)}'>${items.join('')}</div>`
}

/** Registered shortcode tags (Contact Form 7's with the plugin). */
const SHORTCODES: Record<string, Handler> = {
  caption,
  gallery,
  // WP_Embed registers `[embed]` as a placeholder that renders nothing; the_content handles it first.
  embed: () => '',
  highlight,
  button,
  'contact-form-7': contactForm7,
}

/** Tag names as `get_shortcode_regex()` matches them: only the registered ones. */
const TAGS = Object.keys(SHORTCODES).join('|')
const SHORTCODE = new RegExp(
  `\\[(\\[?)(${TAGS})(?![\\w-])([^\\]\\/]*(?:\\/(?!\\])[^\\]\\/]*)*?)(?:(\\/)\\]|\\](?:([^\\[]*(?:\\[(?!\\/\\2\\])[^\\[]*)*)\\[\\/\\2\\])?)(\\]?)`,
  'g',
)

/** Runs every registered shortcode in `html` (`do_shortcode()`); nested shortcodes run too. */
export function doShortcode(html: string): string {
  if (!html.includes('[')) return html
  return html.replace(
    SHORTCODE,
    (
      whole,
      open: string,
      tag: string,
      attrText: string,
      _self,
      content: string | undefined,
      close: string,
    ) => {
      // `[[tag]]` prints `[tag]`, as WordPress does.
      if (open === '[' && close === ']') return whole.slice(1, -1)
      const handler = SHORTCODES[tag]
      if (!handler) return whole
      return handler(parseAttributes(attrText), doShortcode(content ?? ''))
    },
  )
}

/** Does the text hold a registered shortcode? (`has_shortcode()` for any tag.) */
export const hasShortcode = (html: string) => new RegExp(SHORTCODE.source).test(html)

/**
 * `wpautop()` for the shortcode block's text: paragraphs from blank lines, and (as
 * `shortcode_unautop()` does) no paragraph around a shortcode that stands alone.
 */
export function autop(text: string): string {
  const alone = new RegExp(`^${SHORTCODE.source}$`)
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (alone.test(part) ? part : `<p>${part.replaceAll('\n', '<br />\n')}</p>`))
    .join('\n')
}

/** A line that opens or closes a block-level element: wpautop() never wraps it in a paragraph. */
const BLOCK_LINE =
  /^<\/?(?:address|article|aside|blockquote|details|div|dl|dd|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|nav|ol|p|pre|section|table|tbody|td|th|thead|tr|ul|!--)\b/i

/**
 * `wpautop()` of classic content, as the_content runs it: blank lines separate paragraphs, a single
 * line break is a `<br />`, and lines of block-level HTML (headings, lists, figures, comments) stay
 * as they are.
 */
function classicAutop(text: string): string {
  const out: string[] = []
  for (const part of text.trim().split(/\n\s*\n/)) {
    let run: string[] = []
    const flush = () => {
      if (run.length) out.push(`<p>${run.join('<br />\n')}</p>`)
      run = []
    }
    for (const line of part.split('\n').map((l) => l.trim())) {
      if (!line) continue
      if (BLOCK_LINE.test(line) || new RegExp(`^${SHORTCODE.source}$`).test(line)) {
        flush()
        out.push(line)
      } else run.push(line)
    }
    flush()
  }
  return out.join('\n')
}

const linkTo = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`

/**
 * `[embed]URL[/embed]` as a link, as the site's plugin renders it in every block that runs
 * shortcodes: WordPress's own `[embed]` is a placeholder outside the_content that renders nothing.
 */
export const embedLinks = (html: string): string =>
  html.replace(/\[embed[^\]]*\]\s*(https?:\/\/[^\s<>"[\]]+)\s*\[\/embed\]/gi, (_m, url: string) =>
    linkTo(url),
  )

/**
 * Classic-editor content (core/freeform) as the site's plugin renders it, the way the_content does
 * for a classic post: `[embed]URL[/embed]` and a URL alone on its line become a link to it (the
 * site shows embeds as links, never a third-party player; WordPress itself falls back to that link
 * when oEmbed fails), then wpautop(), then the shortcodes. Without it `[embed]` would vanish:
 * `do_shortcode()` alone runs WordPress's placeholder for it, which returns nothing.
 */
export function classicContent(html: string): string {
  const embeds = embedLinks(html).replace(
    /^(\s*)(https?:\/\/[^\s<>"]+)(\s*)$/gim,
    (_m, before: string, url: string, after: string) => `${before}${linkTo(url)}${after}`,
  )
  return doShortcode(classicAutop(embeds))
}
