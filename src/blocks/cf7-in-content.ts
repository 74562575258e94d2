/**
 * A Contact Form 7 form in editor content: what WordPress renders for a `[contact-form-7 id="…"]`
 * shortcode (seen on CF7 6.1.6: `<div class="wpcf7 no-js" id="wpcf7-f194-o1" …
 * data-wpcf7-id="194"><form action="…" method="post" class="wpcf7-form init" …>`), or the
 * shortcode itself where WordPress left it (CF7's own block saves it in its HTML). Its form posts to
 * WordPress's page and needs CF7's script: on this site it could only fail, and after the sanitiser
 * an empty box would be left. An id CF7 does not know renders an error a visitor should not read.
 * The site's forms are its form blocks (`custom/contact` and the others), bound by `CF7_FORM_IDS`.
 */
export const CF7_SHORTCODE = 'contact-form-7'

const CF7_OPEN = /<div\b[^>]*\bclass\s*=\s*["'][^"']*\bwpcf7\b[^"']*["'][^>]*>/gi
const DIV_TAG = /<(\/?)div\b[^>]*>/gi
/** CF7's text for an id it does not know (`wpcf7_contact_form_tag_func`). */
const NOT_FOUND = /<p\b[^>]*\bclass\s*=\s*["']wpcf7-contact-form-not-found["'][^>]*>[\s\S]*?<\/p>/gi

/** The log line for a CF7 form left out, by its id (`data-wpcf7-id`, or the shortcode's `id`). */
export function cf7FormNote(markup: string): string {
  const id =
    /\bdata-wpcf7-id\s*=\s*["']?(\d+)/i.exec(markup)?.[1] ??
    /\bid\s*=\s*["']?([\w-]+)/i.exec(markup)?.[1] ??
    'with no id'
  return `Contact Form 7 form ${id} in the content left out: the site shows its forms through its form blocks (custom/contact and the others, CF7_FORM_IDS), never CF7's own markup`
}

/** The end of the element whose opening `<div …>` ends at `from`: after its matching `</div>`. */
function closingEnd(html: string, from: number): number {
  let depth = 1
  DIV_TAG.lastIndex = from
  for (let m = DIV_TAG.exec(html); m; m = DIV_TAG.exec(html)) {
    depth += m[1] ? -1 : 1
    if (depth === 0) return m.index + m[0].length
  }
  return html.length
}

/** HTML with each CF7 form (and CF7's "not found" error) WordPress rendered in it taken out. */
export function withoutCf7Forms(html: string, note: (m: string) => void): string {
  if (!html.includes('wpcf7')) return html
  let out = ''
  let cursor = 0
  CF7_OPEN.lastIndex = 0
  for (let m = CF7_OPEN.exec(html); m; m = CF7_OPEN.exec(html)) {
    if (m.index < cursor) continue
    note(cf7FormNote(m[0]))
    out += html.slice(cursor, m.index)
    cursor = closingEnd(html, m.index + m[0].length)
    CF7_OPEN.lastIndex = cursor
  }
  return (out + html.slice(cursor)).replace(NOT_FOUND, () => {
    note(
      "Contact Form 7 has no form with the id the content names: CF7's error message left out (fix the shortcode or block in WordPress)",
    )
    return ''
  })
}

/**
 * The ids of the CF7 forms a block's content places (`[contact-form-7 id="…"]`, CF7's own block,
 * or the form WordPress rendered for either), in order, each once. CF7 6 also accepts a form's
 * hash as its id (`id="1a2b3c4"`): only numeric ids are the site's `CF7_FORM_IDS`.
 */
export function cf7FormIds(html: string): number[] {
  if (!html.includes('wpcf7') && !html.includes(CF7_SHORTCODE)) return []
  const ids = [
    ...html.matchAll(/\bdata-wpcf7-id\s*=\s*["']?(\d+)/gi),
    ...html.matchAll(/\[contact-form-7\b[^\]]*?\bid\s*=\s*["']?(\d+)["']?[^\]]*\]/gi),
  ].map((m) => Number(m[1]))
  return [...new Set(ids)]
}
