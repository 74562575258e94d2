import * as z from 'zod/mini'
import { spaceFallbackCss } from '../../src/styles/brand-font'

/**
 * The site's stylesheet, inlined into every page: a first visit paints after one round trip instead
 * of two (the stylesheet would be a second, render-blocking request). A page carries only the rules
 * that can apply to it: those whose selector's classes all stand in the page, or that a browser
 * script can switch on (scripts/lib/style-rules.mjs lists them at build time). The rules are read
 * once per isolate from the static assets. Without the assets binding (unit tests) or when the read
 * fails, pages link the whole file.
 */
export const SITE_STYLESHEET = '/assets/site.css'
/** Written by scripts/build-client.mjs. */
const STYLE_RULES = '/assets/site-rules.json'

const ruleList = z.object({
  rules: z.array(
    z.object({
      /** The grouping at-rule it stands in (`@media (min-width:768px)`). */
      at: z.optional(z.string()),
      css: z.string(),
      /** Its selectors' class sets: one present in full is enough. Absent: always kept. */
      needs: z.optional(z.array(z.array(z.string()))),
    }),
  ),
  /** The class names each island's scripts can add: present on the pages that hold the island. */
  islandClasses: z.record(z.string(), z.array(z.string())),
})
type StyleRules = z.infer<typeof ruleList>
type StyleRule = StyleRules['rules'][number]

/** CSS text cannot close its element early: `<\/` is the same characters to CSS. */
export const safeInStyle = (css: string) => css.replace(/<\//g, '<\\/')

/** Most distinct attribute values whose words are kept: a page has about a hundred. */
const MAX_VALUES = 4096
/** Each attribute value's words, per isolate: most values stand on every page, many times. */
const wordsOfValue = new Map<string, readonly string[]>()
// Space, tab, line feed, form feed, carriage return (and the controls below them).
// eslint-disable-next-line no-control-regex -- the controls are where a browser cuts class names
const WHITESPACE = /[\u0000-\u0020]+/

/** The words of one attribute value, cut at any whitespace as the value is read. */
function wordsOf(value: string): readonly string[] {
  let words = wordsOfValue.get(value)
  if (words === undefined) {
    words = value.split(WHITESPACE).filter(Boolean)
    if (wordsOfValue.size >= MAX_VALUES) wordsOfValue.clear()
    wordsOfValue.set(value, words)
  }
  return words
}

/**
 * The values of `class` and `data-island` in rendered markup (React writes `name="…"` and escapes
 * a quote inside). A pattern, not indexOf: V8 searches a literal pattern by skipping ahead.
 */
const CLASS_VALUES = / class="([^"]*)"/g
const ISLAND_VALUES = / data-island="([^"]*)"/g

/** The words of every value of one attribute in rendered markup. */
function attributeWords(html: string, values: RegExp, into: Set<string>): Set<string> {
  for (const [, value = ''] of html.matchAll(values))
    for (const word of wordsOf(value)) into.add(word)
  return into
}

/**
 * The class names a rendered page can carry: those of its `class` attributes, and those the scripts
 * of its islands can add. `islands`: the names of the islands it holds, when the render collected
 * them (else they are read from the markup).
 */
export function pageClasses(
  html: string,
  islandClasses: StyleRules['islandClasses'],
  islands: ReadonlySet<string> = attributeWords(html, ISLAND_VALUES, new Set()),
): Set<string> {
  const found = attributeWords(html, CLASS_VALUES, new Set())
  for (const island of islands) for (const name of islandClasses[island] ?? []) found.add(name)
  return found
}

function hasAll(classes: ReadonlySet<string>, names: readonly string[]): boolean {
  for (const name of names) if (!classes.has(name)) return false
  return true
}

/** A letter of the Cyrillic face's range (brand-font.ts). */
const CYRILLIC = /[\u0400-\u045f]/
let spaceFaces: string | undefined
/** The space's fallback faces of a page with Cyrillic text, built once per isolate. */
const cyrillicPageCss = () => (spaceFaces ??= safeInStyle(spaceFallbackCss()))

/** Different pages with the same rules share one text; a few dozen page shapes at most. */
const MAX_TEXTS = 64

/** The stylesheet a page needs, from the stylesheet's rules. */
export class PageStyles {
  /** Stands where the styles go while the page renders; unguessable, so no content can hold it. */
  readonly slot = `/*page-styles:${crypto.randomUUID()}*/`
  private readonly texts = new Map<string, string>()

  private readonly rules: readonly StyleRule[]
  private readonly islandClasses: StyleRules['islandClasses']

  constructor({ rules, islandClasses }: StyleRules) {
    this.rules = rules
    this.islandClasses = islandClasses
  }

  /** The rules a page with these classes needs, as CSS safe inside `<style>`. */
  cssFor(classes: ReadonlySet<string>): string {
    // Loops, not map/some/every and a join: this runs for every page rendered.
    const kept: boolean[] = []
    let key = ''
    for (const rule of this.rules) {
      const keep = !rule.needs || rule.needs.some((set) => hasAll(classes, set))
      kept.push(keep)
      key += keep ? '1' : '0'
    }
    let css = this.texts.get(key)
    if (css === undefined) {
      css = safeInStyle(this.join(kept))
      if (this.texts.size >= MAX_TEXTS) this.texts.clear()
      this.texts.set(key, css)
    }
    return css
  }

  /** The whole stylesheet (a page rendered as a stream, whose markup is not known beforehand). */
  get all(): string {
    return this.cssFor(new Set(this.rules.flatMap((rule) => rule.needs?.flat() ?? [])))
  }

  /**
   * A rendered page with its styles in the slot, as the pieces to send one after the other.
   * `islands`: the names of the islands the render collected (else read from the markup).
   */
  pieces(html: string, islands?: ReadonlySet<string>): string[] {
    const at = html.indexOf(this.slot)
    if (at === -1) return [html]
    let css = this.cssFor(pageClasses(html, this.islandClasses, islands))
    // A page with Cyrillic text gets spaces as wide as the brand font's while it loads.
    if (CYRILLIC.test(html)) css += cyrillicPageCss()
    return [html.slice(0, at), css, html.slice(at + this.slot.length)]
  }

  private join(kept: boolean[]): string {
    let css = ''
    let open: string | undefined
    this.rules.forEach((rule, i) => {
      if (!kept[i]) return
      if (rule.at !== open) {
        if (open) css += '}'
        if (rule.at) css += `${rule.at}{`
        open = rule.at
      }
      css += rule.css
    })
    return open ? `${css}}` : css
  }
}

let kept: Promise<PageStyles | null> | undefined

export function siteStyles(assets: Fetcher | undefined): Promise<PageStyles | null> {
  if (!assets) return Promise.resolve(null)
  kept ??= assets
    .fetch(new Request(`https://assets.invalid${STYLE_RULES}`))
    .then(async (res) => (res.ok ? new PageStyles(ruleList.parse(await res.json())) : null))
    .catch(() => null)
    .then((styles) => {
      // A failed read is tried again by the next page, not kept for the isolate's life.
      if (styles === null) kept = undefined
      return styles
    })
  return kept
}
