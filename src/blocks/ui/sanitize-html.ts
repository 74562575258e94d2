/** Elements removed together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'frame',
  'frameset',
  'applet',
  'title',
  'head',
])

const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'a',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'img',
  'span',
  'div',
  'section',
  'article',
  'aside',
  'abbr',
  'cite',
  'q',
  'time',
  'video',
  'source',
  'picture',
])

const GLOBAL_ATTRS = new Set(['class', 'id', 'title', 'lang', 'dir', 'role'])
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes']),
  source: new Set(['src', 'srcset', 'type', 'media', 'sizes']),
  video: new Set(['src', 'poster', 'width', 'height', 'muted', 'loop', 'playsinline', 'controls']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start', 'reversed', 'type']),
  time: new Set(['datetime']),
}
const URL_ATTRS = new Set(['href', 'src', 'poster'])

/** Only web, mail, phone and relative URLs survive; `javascript:` and friends do not. */
export function isSafeUrl(value: string): boolean {
  const v = value.trim().toLowerCase()
  if (v.startsWith('//')) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(v)
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1] ?? '')
}

function isSafeSrcset(value: string): boolean {
  return value.split(',').every((part) => isSafeUrl(part.trim().split(/\s+/)[0] ?? ''))
}

/**
 * Sanitises CMS HTML with an allow-list (streaming, via HTMLRewriter): scripts, handlers, styles,
 * forms and unsafe URLs are removed; `h1` becomes `h2` because the page owns its single `h1`.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  if (!html.trim()) return ''
  const rewriter = new HTMLRewriter()
    .onDocument({
      comments: (c) => {
        c.remove()
      },
      doctype: () => undefined,
    })
    .on('*', {
      element(el) {
        const tag = el.tagName.toLowerCase()
        if (DROP_WITH_CONTENT.has(tag)) {
          el.remove()
          return
        }
        if (tag === 'h1') (el as { tagName: string }).tagName = 'h2'
        else if (!ALLOWED.has(tag)) {
          el.removeAndKeepContent()
          return
        }
        const allowed = TAG_ATTRS[el.tagName]
        const attributes = Array.from(el.attributes as unknown as Iterable<[string, string]>)
        for (const [name, value] of attributes) {
          const keep =
            (GLOBAL_ATTRS.has(name) || name.startsWith('aria-') || allowed?.has(name)) &&
            (!URL_ATTRS.has(name) || isSafeUrl(value)) &&
            (name !== 'srcset' || isSafeSrcset(value))
          if (!keep) el.removeAttribute(name)
        }
        if (el.tagName === 'a' && el.getAttribute('target') === '_blank') {
          el.setAttribute('rel', 'noopener noreferrer')
        }
        if (el.tagName === 'img' && !el.hasAttribute('alt')) el.setAttribute('alt', '')
        if (el.tagName === 'img' && !el.hasAttribute('loading')) el.setAttribute('loading', 'lazy')
      },
    })
  return rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text()
}
