/**
 * Contact Form 7's form-tag scanner, modelled on CF7 6.x (`WPCF7_FormTagsManager::scan`): a form's
 * template (`[select* interest "A" "B"]`, `[file cv limit:2mb filetypes:pdf|docx]`) becomes the
 * list of tags its REST route answers as `properties.form.fields`, and the rules the feedback route
 * checks a submission with.
 */

/** One scanned tag, in the shape CF7's REST controller gives it. */
export interface FormTag {
  type: string
  basetype: string
  name: string
  options: string[]
  raw_values: string[]
  labels: string[]
  values: string[]
  /** `[before, after]` of each value (`"Label|mail value"`); CF7 shows what is before the pipe. */
  pipes: [string, string][]
  content: string
}

/** The tag types CF7 6.x registers with its bundled modules (a `*` marks a required field). */
const BASE_TYPES = [
  'text',
  'email',
  'url',
  'tel',
  'textarea',
  'number',
  'range',
  'date',
  'select',
  'checkbox',
  'radio',
  'file',
]
const NAMED_OTHERS = ['acceptance', 'quiz', 'hidden']
const UNNAMED = ['submit', 'response']
const TAG_TYPES = [...BASE_TYPES.flatMap((t) => [t, `${t}*`]), ...NAMED_OTHERS, ...UNNAMED]
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** CF7's tag regex: `[type attrs]`, optionally `…[/type]`, and `[[type]]` for an escaped tag. */
const TAG = new RegExp(
  String.raw`(\[?)\[(${TAG_TYPES.map(escape).join('|')})(?:\s+(.*?))?(?:\s+(\/))?\](?:([^[]*?)\[\/\2\])?(\]?)`,
  'gsu',
)

/** `wpcf7_is_name()`: an HTML name token. */
const isName = (text: string) => /^[A-Za-z][-A-Za-z0-9_:.]*$/.test(text)

/** Options (bare words) then quoted values, as CF7's `parse_atts()` splits them; null if neither. */
function parseAttributes(text: string): { options: string[]; values: string[] } | null {
  const clean = text.replace(/[\u00a0\u200b]+/gu, ' ').trim()
  const match = /^([-+*=0-9a-zA-Z:.!?#$&@_/|%\s]*?)((?:\s*"[^"]*"|\s*'[^']*')*)$/u.exec(clean)
  if (!match) return null
  const words = (match[1] ?? '').trim()
  const quoted = (match[2] ?? '').match(/"[^"]*"|'[^']*'/g) ?? []
  return {
    options: words ? words.split(/\s+/u) : [],
    values: quoted.map((q) => q.slice(1, -1)),
  }
}

/** `WPCF7_Pipe`: the text before the first `|` is shown, the text after it is mailed. */
function pipeOf(value: string): [string, string] {
  const bar = value.indexOf('|')
  return bar < 0
    ? [value.trim(), value.trim()]
    : [value.slice(0, bar).trim(), value.slice(bar + 1).trim()]
}

/** Every valid tag of a template, in order (invalid names and malformed tags are skipped). */
export function scanFormTags(template: string): FormTag[] {
  const tags: FormTag[] = []
  for (const m of template.matchAll(TAG)) {
    if (m[1] === '[' && m[6] === ']') continue // [[tag]] is an escaped tag, not a field
    const type = m[2] ?? ''
    const basetype = type.replace(/\*$/, '')
    const attributes = parseAttributes(m[3] ?? '')
    let name = ''
    if (!UNNAMED.includes(basetype)) {
      if (!attributes) continue
      const raw = attributes.options.shift() ?? ''
      if (!isName(raw)) continue
      name = raw.replaceAll('.', '_')
    }
    const rawValues = attributes?.values ?? []
    const pipes = rawValues.map(pipeOf)
    const values = pipes.map(([before]) => before)
    tags.push({
      type,
      basetype,
      name,
      options: attributes?.options ?? [],
      raw_values: rawValues,
      labels: values,
      values,
      pipes,
      content: (m[5] ?? '').trim().replace(/<br[\r\n\t ]*\/?>$/m, ''),
    })
  }
  return tags
}

/** Whether a tag has an option (`optional`, `first_as_label`, `limit:2mb`). */
export const hasOption = (tag: FormTag, name: string) =>
  tag.options.some((o) => o.toLowerCase() === name || o.toLowerCase().startsWith(`${name}:`))

/** The value of the first `name:value` option, or null. */
export function optionValue(tag: FormTag, name: string): string | null {
  const found = tag.options.find((o) => o.toLowerCase().startsWith(`${name}:`))
  return found === undefined ? null : found.slice(name.length + 1)
}
