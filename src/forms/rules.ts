import {
  FILE_EXTENSIONS,
  MAX_FILE_BYTES,
  MEDIA_TYPES,
  SITE_FILE_LIMITS,
  type FileExtension,
  type FileLimits,
} from './files'
import { changedTexts } from './cf7-texts'
import { extraFieldOf, type ExtraField } from './extra-fields'
import { FILE_FORMS, type FormKind } from './schemas'

/**
 * What a Contact Form 7 form says about its fields, read from its own definition: the site takes
 * each form's choices, required fields and file rules from it, so that the browser, the edge and
 * CF7 agree by construction. Plain data: it travels to the browser in an island's props. The
 * content cache keeps it: a change to its shape changes FORM_DEFINITION_READ's version
 * (cf7-definition.ts), or a deploy would serve the rules an earlier build kept.
 */
export interface FormRules {
  /** Every named field of the CF7 form. */
  fields: string[]
  /**
   * The fields CF7 requires (`[text* name]`, `[file* cv]`, an acceptance without `optional`, and
   * always a radio group and a quiz, whose answer only a form CF7 rendered can carry).
   */
  required: string[]
  /** Each select's accepted values (CF7 refuses any other). */
  choices: Record<string, string[]>
  /** Each file field: CF7's `limit:` in bytes and the extensions its `filetypes:` accept. */
  files: Record<string, { limit: number; types: string[] }>
  /** Each text field's `minlength:` and `maxlength:` (CF7 counts UTF-16 code units). */
  lengths?: Record<string, { min?: number; max?: number }>
  /** The form's own texts for a too short and a too long field (its Messages tab). */
  lengthMessages?: { tooShort: string; tooLong: string }
  /** Every field of the form the site could show (extra-fields.ts picks those it lacks). */
  inputs?: ExtraField[]
  /** The Messages tab's texts the editor changed from CF7's defaults, by key (`invalid_tel`…). */
  texts?: Record<string, string>
}

/** CF7's default texts for `invalid_too_short` and `invalid_too_long`. */
export const CF7_LENGTH_MESSAGES = {
  tooShort: 'This field has a too short input.',
  tooLong: 'This field has a too long input.',
}

/** The text types whose value CF7 checks against `minlength:` and `maxlength:`. */
const LENGTH_TYPES = ['text', 'email', 'url', 'tel', 'textarea']

/** A form-tag as CF7's REST route lists it in `properties.form.fields` (the parts read here). */
export interface Cf7Tag {
  type: string
  basetype: string
  name: string
  options: string[]
  values: string[]
  /** What an enclosing tag wraps (an acceptance's text). */
  content?: string
}

/** `MB_IN_BYTES`: CF7's file limit when the tag names none. */
const CF7_DEFAULT_LIMIT = 1024 * 1024

/** CF7's `get_limit_option()`: `limit:2mb`, `limit:512kb`, `limit:2000000`. */
function limitOf(options: readonly string[]): number {
  for (const option of options) {
    const m = /^limit:([1-9][0-9]*)([kKmM]?[bB])?$/.exec(option)
    if (!m) continue
    const unit = (m[2] ?? '').toLowerCase()
    return Number(m[1]) * (unit === 'kb' ? 1024 : unit === 'mb' ? 1024 * 1024 : 1)
  }
  return CF7_DEFAULT_LIMIT
}

/**
 * The site's extensions a CF7 `filetypes:` list accepts: extensions (`pdf`, `.docx`), media types
 * (`application/pdf`) and `image/*`, `audio/*`, `video/*`; without the option CF7 takes audio,
 * video and images only.
 */
function typesOf(options: readonly string[]): string[] {
  const option = options.find((o) => o.toLowerCase().startsWith('filetypes:'))
  const listed = option
    ? option
        .slice('filetypes:'.length)
        .toLowerCase()
        .split(/[\s|,]+/)
        .filter(Boolean)
    : ['audio/*', 'video/*', 'image/*']
  const out = new Set<string>()
  for (const type of listed) {
    if (!type.includes('/')) {
      out.add(type.replace(/^\.+|\.+$/g, ''))
      continue
    }
    const wildcard = /^(audio|video|image)\/\*$/.exec(type)
    for (const ext of FILE_EXTENSIONS) {
      const media = MEDIA_TYPES[ext]
      if (media === type || (wildcard && media.startsWith(`${wildcard[1]}/`))) out.add(ext)
    }
  }
  return [...out]
}

/** The HTML entities a CF7 value may carry; CF7 decodes them before comparing (`enum`). */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const n = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole
    }
    return named[code.toLowerCase()] ?? whole
  })
}

/** A whole number option (`minlength:20`), or undefined. */
function numberOption(options: readonly string[], name: string): number | undefined {
  const option = options.find((o) => o.startsWith(`${name}:`))
  const n = option === undefined ? NaN : Number(option.slice(name.length + 1))
  return Number.isInteger(n) && n >= 0 ? n : undefined
}

/**
 * The rules of a CF7 form from its scanned tags and its Messages tab (`properties.messages`), whose
 * texts a field too short or too long gets, as CF7 answers.
 */
export function rulesFromTags(
  tags: readonly Cf7Tag[],
  messages: Readonly<Record<string, string>> = {},
  /** The Form tab's template (`properties.form.content`), where editors label their fields. */
  template = '',
): FormRules {
  const rules: FormRules = {
    fields: [],
    required: [],
    choices: {},
    files: {},
    lengths: {},
    lengthMessages: {
      tooShort: messages.invalid_too_short || CF7_LENGTH_MESSAGES.tooShort,
      tooLong: messages.invalid_too_long || CF7_LENGTH_MESSAGES.tooLong,
    },
  }
  const inputs: ExtraField[] = []
  for (const tag of tags) {
    if (!tag.name) continue
    const input = extraFieldOf(tag, template)
    if (input && !inputs.some((i) => i.name === input.name)) inputs.push(input)
    const has = (name: string) => tag.options.some((o) => o === name || o.startsWith(`${name}:`))
    if (!rules.fields.includes(tag.name)) rules.fields.push(tag.name)
    const required =
      tag.type.endsWith('*') ||
      // An inverted acceptance passes unticked, so nothing sent satisfies it.
      (tag.basetype === 'acceptance' && !has('optional') && !has('invert')) ||
      tag.basetype === 'radio' ||
      tag.basetype === 'quiz'
    if (required && !rules.required.includes(tag.name)) rules.required.push(tag.name)
    if (tag.basetype === 'select') {
      const values = has('first_as_label') ? tag.values.slice(1) : tag.values
      const accepted = values.map(decodeEntities).filter((v) => v !== '')
      rules.choices[tag.name] = [...new Set([...(rules.choices[tag.name] ?? []), ...accepted])]
    }
    if (tag.basetype === 'file') {
      rules.files[tag.name] = { limit: limitOf(tag.options), types: typesOf(tag.options) }
    }
    const min = numberOption(tag.options, 'minlength')
    const max = numberOption(tag.options, 'maxlength')
    if (LENGTH_TYPES.includes(tag.basetype) && (min !== undefined || max !== undefined)) {
      rules.lengths = { ...rules.lengths, [tag.name]: { min, max } }
    }
  }
  const texts = changedTexts(messages)
  return { ...rules, inputs, ...(Object.keys(texts).length ? { texts } : {}) }
}

/** A form's attachment rule: whether one is required, and the limits both sides accept. */
export interface FileRule extends FileLimits {
  required: boolean
}

/**
 * The attachment `cv` of a form kind: the site's rule narrowed by the CF7 form's (its `limit:` when
 * lower than 2,000,000 bytes, only the extensions both accept, required when either requires it).
 * Null for a form without an attachment.
 */
export function fileRuleFor(kind: FormKind, rules?: FormRules | null): FileRule | null {
  const site = FILE_FORMS[kind]
  if (!site) return null
  const cf7 = rules?.files.cv
  const limits: FileLimits = cf7
    ? {
        maxBytes: Math.min(MAX_FILE_BYTES, cf7.limit),
        extensions: FILE_EXTENSIONS.filter((e: FileExtension) => cf7.types.includes(e)),
      }
    : SITE_FILE_LIMITS
  return { ...limits, required: site.required || !!rules?.required.includes('cv') }
}

/** The rules of each form kind a page may show (kinds whose CF7 form was not read: none). */
export type FormRulesByKind = Partial<Record<FormKind, FormRules>>

/**
 * The rules a form shows and checks in the browser: the CF7 form's, with a block's own options for
 * a select (its `interests` attribute) taking the place of CF7's.
 */
export function withChoices(
  rules: FormRules | undefined,
  field: string,
  choices: readonly string[] | undefined,
): FormRules | undefined {
  if (!choices?.length) return rules
  const base = rules ?? { fields: [], required: [], choices: {}, files: {} }
  return { ...base, choices: { ...base.choices, [field]: [...choices] } }
}
