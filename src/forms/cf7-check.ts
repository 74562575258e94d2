import { fieldsSent } from './cf7-fields'
import { FILE_EXTENSIONS, MAX_FILE_BYTES, sizeText } from './files'
import { cannotShow, extraFieldsFor } from './extra-fields'
import { fileRuleFor, rulesFromTags, type Cf7Tag } from './rules'
import { MESSAGE_MAX, NAME_MAX, type FormKind } from './schemas'

/** One disagreement between a CF7 form and what the site sends it. */
export interface FormFinding {
  /** `fail`: submissions fail or lose what visitors typed; `warn`: worth knowing. */
  level: 'fail' | 'warn'
  field: string
  problem: string
  /** What the owner does about it. */
  fix: string
}

const lengthOption = (tag: Cf7Tag, name: 'minlength' | 'maxlength') => {
  const option = tag.options.find((o) => o.startsWith(`${name}:`))
  return option ? Number(option.slice(name.length + 1)) : null
}
const maxLengthOf = (tag: Cf7Tag) => lengthOption(tag, 'maxlength')

/** What the site lets visitors type in its one-line fields (the message has its own check). */
const SITE_MAX: Record<string, number> = { email: 254 }

/** Tags that hold no visitor's value: nothing is lost when the site does not send them. */
const NO_VALUE = new Set(['submit', 'response'])

/** A tag as an editor would find it on the Form tab (`[select budget multiple …]`). */
const tagText = (tag: Cf7Tag) =>
  `[${[tag.type, tag.name, ...tag.options].join(' ')}${tag.values.length ? ' …' : ''}]`

/**
 * Compares a CF7 form (its scanned tags) with what the site sends for a form kind: fields it
 * lacks, fields it requires that the site never sends nor shows (the types of extra-fields.ts are
 * shown after the site's own), selects the site does not choose from,
 * limits lower than the site's, and file rules no accepted file can meet.
 */
export function compareForm(
  kind: FormKind,
  tags: readonly Cf7Tag[],
  messages: Readonly<Record<string, string>> = {},
): FormFinding[] {
  const findings: FormFinding[] = []
  const sent = fieldsSent(kind)
  const sentNames = new Set(sent.map((f) => f.name))
  const byName = new Map(tags.filter((t) => t.name).map((t) => [t.name, t]))
  const rules = rulesFromTags(tags, messages)
  // The fields the site shows beyond its own (extra-fields.ts): filled in, checked and forwarded.
  const shown = new Set(extraFieldsFor(kind, rules).map((f) => f.name))
  for (const field of sent) {
    const tag = byName.get(field.name)
    if (!tag) {
      findings.push({
        level: field.typed ? 'fail' : 'warn',
        field: field.name,
        problem: field.typed
          ? 'the CF7 form has no such field: what visitors enter there never reaches the mail'
          : 'the CF7 form has no such field: the site sends it, the mail leaves it out',
        fix: `add ${field.tag} to the form`,
      })
      continue
    }
    if (tag.basetype === 'select' && field.name !== 'interest') {
      findings.push({
        level: 'fail',
        field: field.name,
        problem: `the CF7 form makes it a select (${tag.values.join(', ')}); the site sends its own value, which CF7 refuses`,
        fix: `make it ${field.tag}`,
      })
    }
    const max = maxLengthOf(tag)
    const min = lengthOption(tag, 'minlength')
    if (field.typed && min !== null && min > 1) {
      findings.push({
        level: 'warn',
        field: field.name,
        problem: `CF7 wants at least ${min} characters: the site checks it before sending and shows the form's own text ("${rules.lengthMessages?.tooShort}")`,
        fix: `nothing to do, unless shorter entries should pass: remove minlength:${min}`,
      })
    }
    const siteMax = SITE_MAX[field.name] ?? NAME_MAX
    if (field.typed && field.name !== 'message' && max !== null && max < siteMax) {
      findings.push({
        level: 'warn',
        field: field.name,
        problem: `CF7 allows ${max} characters, the site's field ${siteMax}: the site checks it before sending and shows the form's own text ("${rules.lengthMessages?.tooLong}")`,
        fix: `nothing to do, unless longer entries should pass: set maxlength:${siteMax} (or remove it)`,
      })
    }
    if (field.name === 'message' && max !== null && max < MESSAGE_MAX) {
      findings.push({
        level: 'fail',
        field: field.name,
        problem: `CF7 allows ${max} characters, the site lets visitors write ${MESSAGE_MAX}: longer messages fail`,
        fix: `set maxlength:${MESSAGE_MAX} on the tag (or remove maxlength)`,
      })
    }
  }
  for (const name of rules.required) {
    if (sentNames.has(name) || shown.has(name)) continue
    const tag = byName.get(name)
    const basetype = tag?.basetype
    const why = tag ? cannotShow(tag) : null
    findings.push({
      level: 'fail',
      field: name,
      problem: `the CF7 form requires it and the site never sends it${why ? ` (${why})` : ''}: every submission fails`,
      fix:
        basetype === 'quiz'
          ? 'remove the quiz (the site has its own CAPTCHA; CF7 checks a quiz answer against the form it rendered itself)'
          : basetype === 'radio'
            ? 'remove the field (CF7 requires a radio group always), or make it a checkbox without *'
            : `remove the field, or make it optional (${basetype === 'acceptance' ? 'add the option "optional"' : 'no * after its type'})`,
    })
  }
  // Fields of the CF7 form the site has no input for: whatever the form means them for, its mail
  // gets them empty (a required one is a failure, above).
  for (const tag of tags) {
    if (!tag.name || NO_VALUE.has(tag.basetype) || sentNames.has(tag.name)) continue
    if (shown.has(tag.name) || rules.required.includes(tag.name)) continue
    const why = tag.basetype === 'hidden' ? 'the site never sends it' : cannotShow(tag)
    findings.push({
      level: 'warn',
      field: tag.name,
      problem: `the site's ${kind} form cannot show it (CF7: ${tag.type}; ${why ?? 'the site keeps this name for itself'}): CF7's mail has it empty`,
      fix: `remove ${tagText(tag)} from the form, or keep it if the mail may go without it (README "Contact Form 7 forms" lists the types the site shows)`,
    })
  }
  const cf7File = rules.files.cv
  const rule = fileRuleFor(kind, rules)
  if (cf7File && rule) {
    if (rule.extensions.length === 0) {
      findings.push({
        level: 'fail',
        field: 'cv',
        problem: `CF7 accepts ${cf7File.types.join(', ') || 'no file type'}, none of the site's kinds of file: no attachment can be sent`,
        fix: `set filetypes:${FILE_EXTENSIONS.join('|')} on the file tag`,
      })
    } else if (rule.extensions.length < FILE_EXTENSIONS.length || cf7File.limit < MAX_FILE_BYTES) {
      findings.push({
        level: 'warn',
        field: 'cv',
        problem: `the site follows CF7's file rules: it accepts ${rule.extensions.join(', ')} up to ${sizeText(rule.maxBytes)} (its own: ${FILE_EXTENSIONS.length} kinds up to ${sizeText(MAX_FILE_BYTES)})`,
        fix: `nothing to do, unless visitors should send more: limit:${MAX_FILE_BYTES} filetypes:${FILE_EXTENSIONS.join('|')}`,
      })
    }
  }
  return findings
}
