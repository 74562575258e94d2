// The site stylesheet as a list of rules, each with the class names a page must carry for the rule
// to apply (worker/render/site-styles.ts inlines only those a page needs). Class names the browser
// code can add after the page loads (string literals of the built scripts, and the fixed part of a
// name built from a template) count as present wherever that code runs, so a state a script switches
// on is styled.
import { parse as parseJs } from 'acorn'
import postcss from 'postcss'

/** @typedef {import('acorn').AnyNode} AstNode */
/** @typedef {{ text: string, openStart?: boolean, openEnd?: boolean }} ScriptString */
/** @typedef {{ at?: string, css: string, needs?: string[][] }} StyleRule */

/**
 * Classes a selector requires, outside functional pseudo-classes and attribute brackets; null: keep.
 * @param {string} selector
 * @returns {string[] | null}
 */
export function selectorClasses(selector) {
  if (selector.includes('\\')) return null
  let outside = ''
  let depth = 0
  for (const ch of selector) {
    if (ch === '(' || ch === '[') depth++
    if (!depth) outside += ch
    else outside += ' '
    if (ch === ')' || ch === ']') depth--
  }
  return [...outside.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1] ?? '')
}

/**
 * A selector list split at its top-level commas.
 * @param {string} selectors
 */
export function selectorList(selectors) {
  /** @type {string[]} */
  const parts = []
  let depth = 0
  let current = ''
  for (const ch of selectors) {
    if (ch === '(' || ch === '[') depth++
    if (ch === ')' || ch === ']') depth--
    if (ch === ',' && !depth) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  parts.push(current)
  return parts
}

/**
 * Visits every node of a script's syntax tree; `enter` returning false skips the node's children.
 * @param {unknown} node a node, an array of nodes, or any other value of a node's fields
 * @param {(node: AstNode) => boolean | void} enter
 * @returns {void}
 */
function walk(node, enter) {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) return node.forEach((child) => walk(child, enter))
  if ('type' in node && enter(/** @type {AstNode} */ (node)) === false) return
  for (const [key, value] of Object.entries(node)) if (key !== 'type') walk(value, enter)
}

/** @param {string} source */
const parseScript = (source) => parseJs(source, { ecmaVersion: 'latest', sourceType: 'module' })

/**
 * Every string a script holds: literals, and each fixed piece of a template with its neighbours.
 * @param {string} source
 */
function scriptStrings(source) {
  /** @type {ScriptString[]} */
  const found = []
  /** @param {AstNode} node */
  const enter = (node) => {
    // An object's key names a property, not a string the script can put in a class.
    if (node.type === 'Property' && !node.computed) {
      walk(node.value, enter)
      return false
    }
    if (node.type === 'Literal' && typeof node.value === 'string') found.push({ text: node.value })
    if (node.type === 'TemplateLiteral') {
      node.quasis.forEach((quasi, i) =>
        found.push({
          text: quasi.value.cooked ?? quasi.value.raw,
          // A piece that touches an expression is part of a name finished at run time.
          openStart: i > 0,
          openEnd: i < node.quasis.length - 1,
        }),
      )
    }
  }
  walk(parseScript(source), enter)
  return found
}

/**
 * The class names of `known` that browser scripts can add: a literal word, or any name starting
 * (ending) with a word a script completes at run time (`'is-' + state`, `` `captcha-${state}` ``).
 * @param {string[]} sources
 * @param {Iterable<string>} known
 */
export function scriptClasses(sources, known) {
  /** @type {Set<string>} */
  const exact = new Set()
  /** @type {Set<string>} */
  const prefixes = new Set()
  /** @type {Set<string>} */
  const suffixes = new Set()
  for (const source of sources) {
    for (const { text, openStart, openEnd } of scriptStrings(source)) {
      const words = text.split(/\s+/)
      words.forEach((word, i) => {
        if (!word) return
        exact.add(word)
        const first = i === 0
        const last = i === words.length - 1
        if ((last && openEnd) || /[-_]$/.test(word)) prefixes.add(word)
        if ((first && openStart) || /^[-_]/.test(word)) suffixes.add(word)
      })
    }
  }
  const starts = [...prefixes]
  const ends = [...suffixes]
  return new Set(
    [...known].filter(
      (name) =>
        exact.has(name) ||
        starts.some((p) => name.startsWith(p)) ||
        ends.some((e) => name.endsWith(e)),
    ),
  )
}

/**
 * A rule's selectors, each as the classes it requires; null when one cannot be read (always kept).
 * @param {import('postcss').Rule} rule
 * @returns {string[][] | null}
 */
function selectorSets(rule) {
  const sets = selectorList(rule.selector).map(selectorClasses)
  return sets.every((set) => set !== null) ? sets : null
}

/**
 * One rule's need: the class sets of its selectors (any one set suffices); null when always kept.
 * @param {string[][] | null | undefined} sets
 * @param {Set<string>} always
 */
function ruleNeeds(sets, always) {
  if (sets === undefined) return null
  if (sets === null) return null
  const needs = sets.map((classes) => [...new Set(classes)].filter((name) => !always.has(name)))
  return needs.some((needed) => !needed.length) ? null : needs
}

/**
 * The grouping at-rule's opening, as written (`@media (min-width:768px)`).
 * @param {import('postcss').AtRule} atRule
 */
const opening = (atRule) => `@${atRule.name}${atRule.raws.afterName ?? ' '}${atRule.params}`

/**
 * The islands a page can hold, by name, and the chunk each loads: the island runtime's table of
 * `name: () => import('./chunks/…')` entries (src/client/islands.ts, as built).
 * @param {string} runtimeSource
 */
export function islandChunks(runtimeSource) {
  /** @type {Record<string, string>} */
  const chunks = {}
  walk(parseScript(runtimeSource), (node) => {
    if (node.type !== 'Property') return
    const { key } = node
    const name =
      key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined
    /** @type {string | null} */
    let chunk = null
    walk(node.value, (inner) => {
      if (chunk) return false
      if (
        inner.type === 'ImportExpression' &&
        inner.source.type === 'Literal' &&
        typeof inner.source.value === 'string'
      )
        chunk = inner.source.value
    })
    if (typeof name === 'string' && chunk) chunks[name] = chunk
  })
  return chunks
}

/**
 * `{ at?, css, needs? }` per rule, in the stylesheet's order: `at` is the grouping at-rule it stands
 * in, `needs` the class sets of its selectors. Other at-rules (keyframes) are kept whole. `scripts`:
 * the sources every page with scripts runs (`always`), and those each island loads (`islands`); the
 * classes an island can add count as present on the pages that hold it (`islandClasses`).
 * @param {string} css
 * @param {{ always: string[], islands: Record<string, string[]> }} scripts
 */
export function styleRules(css, scripts) {
  const root = postcss.parse(css)
  /** @type {Map<import('postcss').Rule, string[][] | null>} */
  const selectors = new Map()
  root.walkRules((rule) => {
    selectors.set(rule, selectorSets(rule))
  })
  const known = new Set([...selectors.values()].flatMap((sets) => sets ?? []).flat())
  const always = scriptClasses(scripts.always, known)
  const islandClasses = Object.fromEntries(
    Object.entries(scripts.islands).map(([name, sources]) => [
      name,
      [...scriptClasses(sources, known)].filter((c) => !always.has(c)).sort(),
    ]),
  )
  /** @type {StyleRule[]} */
  const rules = []
  /** @type {(node: import('postcss').ChildNode, at?: string) => void} */
  const entry = (node, at) => {
    const needs = node.type === 'rule' ? ruleNeeds(selectors.get(node), always) : null
    rules.push({ ...(at ? { at } : {}), css: node.toString(), ...(needs ? { needs } : {}) })
  }
  for (const node of root.nodes) {
    if (
      node.type === 'atrule' &&
      (node.name === 'media' || node.name === 'supports' || node.name === 'container')
    ) {
      for (const child of node.nodes ?? []) entry(child, opening(node))
    } else entry(node)
  }
  return { rules, islandClasses }
}
