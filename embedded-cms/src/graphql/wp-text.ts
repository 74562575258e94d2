/**
 * How WordPress turns what an editor typed into the strings WPGraphQL sends (read from
 * wordpress-develop and wp-graphql/wp-graphql 2.20):
 * - A post's `title` is `apply_filters('the_title')`, whose `wptexturize()` writes typographic
 *   dashes, quotes, apostrophes and ellipses as numeric entities (`&#8211;`, `&#8220;`, `&#038;`),
 *   then `Model\Post::html_entity_decode()` decodes every entity: the title arrives as plain
 *   characters ("Design – Build & “Ship”"). Menu item labels and term names are decoded the same way.
 * - Settings → General's title and tagline are stored through `sanitize_option()`, which runs
 *   `esc_html()`, and WPGraphQL returns the option as stored: they arrive HTML-escaped
 *   ("Design &amp; Build").
 */

/** `wptexturize()`'s common replacements, written as the characters its entities decode to. */
export function texturize(text: string): string {
  return (
    text
      .replace(/---/g, '\u2014')
      .replace(/ -- /g, ' \u2014 ')
      .replace(/--/g, '\u2013')
      .replace(/ - /g, ' \u2013 ')
      .replace(/\.\.\./g, '\u2026')
      // An opening quote follows the start, a space or an opening bracket; any other is closing.
      .replace(/(^|[\s([{])"/g, '$1\u201c')
      .replace(/"/g, '\u201d')
      .replace(/(^|[\s([{])'/g, '$1\u2018')
      .replace(/'/g, '\u2019')
  )
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** PHP's `html_entity_decode()` for the entities WordPress writes into titles (numeric, and `&amp;` …). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

/** A post title as WPGraphQL's `title` field returns it: texturized, then decoded. */
export const renderedTitle = (title: string): string => texturize(decodeEntities(title))

/** `esc_html()`: what `sanitize_option()` stores for `blogname` and `blogdescription`. */
export function escHtml(text: string): string {
  return text
    .replace(/&(?!(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;')
}
