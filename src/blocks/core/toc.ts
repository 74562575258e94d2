export interface TocEntry {
  id: string
  text: string
}

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')

/** Gives every `<h2>` of sanitised HTML an id and returns the table of contents. */
export function withHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = []
  const used = new Set<string>()
  const out = html.replace(
    /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g,
    (_m, attrs: string | undefined, inner: string) => {
      const text = decode(inner).trim()
      let id =
        text
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'section'
      while (used.has(id)) id = `${id}-x`
      used.add(id)
      toc.push({ id, text })
      const rest = (attrs ?? '').replace(/\sid="[^"]*"/, '')
      return `<h2 id="${id}"${rest}>${inner}</h2>`
    },
  )
  return { html: out, toc }
}
