import { fieldsSent } from './cf7-fields'
import type { Cf7Tag, FormRules } from './rules'
import { FORM_SCHEMAS, type FormKind } from './schemas'

/**
 * The fields a company's editor adds on CF7's Form tab beyond the site's own (`[tel* phone]`,
 * `[number* team_size min:1 max:500]`, `[checkbox topics "Web" "Mobile"]`…): the site shows them
 * after its own fields, checks them as CF7 does (extra-checks.ts) and forwards them under their tag
 * names. Plain data: it travels to the browser in an island's props.
 */
export interface ExtraField {
  name: string
  /** CF7's base type; an exclusive checkbox stays a checkbox (one choice, checked as CF7 does). */
  type: ExtraType
  label: string
  required: boolean
  /** The values of a select, checkbox group or radio group (what is shown is what is posted). */
  choices?: string[]
  /** Several values posted under one name: a checkbox group, a select `multiple`. */
  multiple?: boolean
  /** A number's or range's bounds and step, a date's bounds (`YYYY-MM-DD`), as CF7 checks them. */
  min?: string
  max?: string
  step?: string
  /** Text lengths in UTF-16 code units (CF7's `maxlength:` or its 400 / 2000 default). */
  minLength?: number
  maxLength?: number
  placeholder?: string
}

/** The CF7 types the site can show with its own field components. */
export const EXTRA_TYPES = [
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
  'acceptance',
] as const
export type ExtraType = (typeof EXTRA_TYPES)[number]

const isExtraType = (type: string): type is ExtraType =>
  (EXTRA_TYPES as readonly string[]).includes(type)

/** `get_option()` as CF7 reads one `name:value` option, with its pattern. */
function option(tag: Cf7Tag, name: string, pattern: RegExp): string | undefined {
  for (const o of tag.options) {
    if (!o.toLowerCase().startsWith(`${name}:`)) continue
    const value = o.slice(name.length + 1)
    if (pattern.test(value)) return value
  }
  return undefined
}
const has = (tag: Cf7Tag, name: string) =>
  tag.options.some((o) => o.toLowerCase() === name || o.toLowerCase().startsWith(`${name}:`))

const SIGNED_NUMBER = /^-?(?:[0-9]+|(?:[0-9]+)?\.[0-9]+)$/
const NUMBER = /^(?:[0-9]+|(?:[0-9]+)?\.[0-9]+)$/
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/
const WHOLE = /^[0-9]+$/

/**
 * Why the site cannot show a tag CF7 has, or null when it can: what needs CF7's own front end
 * (a quiz's hash, a free-text checkbox, a `data:` list, an inverted consent) or another kind of
 * input than the site has (a second file).
 */
export function cannotShow(tag: Cf7Tag): string | null {
  if (tag.basetype === 'file') return 'the site sends one attachment only, as cv'
  if (tag.basetype === 'quiz') return 'CF7 checks a quiz answer against the form it rendered itself'
  if (!isExtraType(tag.basetype)) return `the site has no input for CF7's ${tag.basetype}`
  if (has(tag, 'free_text')) return 'the site has no free-text choice'
  if (has(tag, 'data')) return "the site cannot read a 'data:' list of choices"
  if (tag.basetype === 'acceptance' && has(tag, 'invert')) return 'the site has no inverted consent'
  if (['select', 'checkbox', 'radio'].includes(tag.basetype) && !choicesOf(tag).length) {
    return 'it offers no choice'
  }
  return null
}

/** A select's values less a `first_as_label` label; a checkbox's or radio's values. */
function choicesOf(tag: Cf7Tag): string[] {
  const values =
    tag.basetype === 'select' && has(tag, 'first_as_label') ? tag.values.slice(1) : tag.values
  return [...new Set(values)].filter((v) => v !== '')
}

/** `team_size`, `startDate`, `your-phone` → 'Team size', 'Start date', 'Your phone'. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_:.]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The text an editor put before a tag inside its `<label>` on the Form tab
 * (`<label> Your phone [tel* phone] </label>`), unless it is only the tag's name.
 */
function labelInTemplate(template: string, tag: Cf7Tag): string | undefined {
  const type = tag.type.replace(/[*]/g, '\\*')
  const re = new RegExp(
    `<label[^>]*>([^<\\[]*)\\[${type}\\s+${tag.name.replace(/[.]/g, '\\.')}[\\s\\]]`,
  )
  const text = re.exec(template)?.[1]?.replace(/\s+/g, ' ').trim()
  return text && text !== tag.name ? text : undefined
}

/** The one-line fields' and textarea's default `maxlength` in CF7 (`get_maxlength_option()`). */
const DEFAULT_MAX = { textarea: 2000, line: 400 }

/** The field the site shows for a tag, or null when it cannot show it. */
export function extraFieldOf(tag: Cf7Tag, template = ''): ExtraField | null {
  if (!tag.name || cannotShow(tag) || !isExtraType(tag.basetype)) return null
  const type = tag.basetype
  const placeholder =
    has(tag, 'placeholder') || has(tag, 'watermark') ? tag.values[0] || undefined : undefined
  const content =
    type === 'acceptance'
      ? (tag.content || tag.values[0] || '').replace(/<[^>]*>/g, '').trim()
      : undefined
  const label = content || labelInTemplate(template, tag) || placeholder || humanise(tag.name)
  const field: ExtraField = {
    name: tag.name,
    type,
    label,
    required:
      tag.type.endsWith('*') ||
      type === 'radio' ||
      (type === 'acceptance' && !has(tag, 'optional')),
  }
  if (placeholder && placeholder !== label) field.placeholder = placeholder
  if (type === 'select' || type === 'checkbox' || type === 'radio') {
    field.choices = choicesOf(tag)
    field.multiple =
      (type === 'checkbox' && !has(tag, 'exclusive')) || (type === 'select' && has(tag, 'multiple'))
  }
  if (type === 'number' || type === 'range') {
    field.min = option(tag, 'min', SIGNED_NUMBER) ?? (type === 'range' ? '0' : undefined)
    field.max = option(tag, 'max', SIGNED_NUMBER) ?? (type === 'range' ? '100' : undefined)
    field.step = option(tag, 'step', NUMBER)
  }
  if (type === 'date') {
    // Relative bounds (`min:today`) are PHP's date parser's: CF7 stays the judge of those.
    field.min = option(tag, 'min', DATE)
    field.max = option(tag, 'max', DATE)
  }
  if (['text', 'email', 'url', 'tel', 'textarea'].includes(type)) {
    const min = Number(option(tag, 'minlength', WHOLE) ?? 0)
    const max = Number(option(tag, 'maxlength', WHOLE) ?? 0)
    if (min) field.minLength = min
    field.maxLength = max || (type === 'textarea' ? DEFAULT_MAX.textarea : DEFAULT_MAX.line)
  }
  return field
}

/** Names that are the edge's own, never a CF7 field of the visitor's. */
const RESERVED = ['captcha', 'form', 'confirm_message']

/**
 * The fields of a kind's CF7 form that the site shows beyond its own, in the form's order: every
 * field it can show that the site does not already send.
 */
export function extraFieldsFor(kind: FormKind, rules: FormRules | null | undefined): ExtraField[] {
  if (!rules?.inputs?.length || kind === 'unsubscribe') return []
  const own = new Set([
    ...Object.keys(FORM_SCHEMAS[kind].shape),
    ...fieldsSent(kind).map((f) => f.name),
    ...RESERVED,
  ])
  return rules.inputs.filter((field) => !own.has(field.name) && !field.name.startsWith('_'))
}
