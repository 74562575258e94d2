import type { ReactElement } from 'react'
import type { PostedValue } from '../../../forms/extra-checks'
import { FIELD_LABELS } from '../../../forms/labels'
import { DEFAULT_INTERESTS } from '../../../forms/options'
import type { FileRule } from '../../../forms/rules'
import { Captcha } from './Captcha'
import { EmailField, SelectField, TermsField, TextField } from './fields'
import { FileField } from './FileField'
import { MessageField } from './MessageField'
import type { SiteForm } from './use-site-form'

/** The one-line text fields: the browser's autocomplete hint, and whether each is required. */
const TEXT_FIELDS = {
  firstName: { autoComplete: 'given-name', required: true },
  lastName: { autoComplete: 'family-name', required: true },
  fullName: { autoComplete: 'name', required: true },
  company: { autoComplete: 'organization', required: false },
} as const

/** Every field a site form can have; a form lists the ones it has, in order. */
export type FieldName =
  keyof typeof TEXT_FIELDS | 'email' | 'interest' | 'message' | 'cv' | 'termsAccepted' | 'captcha'

/** What differs from form to form for the same field. */
export interface FieldOptions {
  emailPlaceholder?: string
  /** Prefills the email (the unsubscribe link). */
  defaultEmail?: string
  /** The attachment's label (the CV of an application). */
  cvLabel?: string
  /** The attachment's rule: required, size and kinds (the site's, narrowed by the CF7 form's). */
  file?: FileRule
  /** The options of the interest select (the block's, else the CF7 form's, else the defaults). */
  interests?: readonly string[]
  /** Fields the CF7 form requires beyond the site's own required ones. */
  required?: readonly string[]
  /** What the visitor typed, shown again (a result page without JavaScript). */
  values?: Record<string, PostedValue>
  /** Half-width fields that take their whole row of the grid (grid-rows.ts). */
  span?: ReadonlySet<string>
}

/** A field's one value (a list posted under a site field's name keeps its first). */
const textOf = (value: PostedValue | undefined) => (typeof value === 'string' ? value : value?.[0])

function renderField(name: FieldName, uid: string, form: SiteForm, options: FieldOptions) {
  // What every field takes: its id prefix, its error and how editing clears it.
  const base = {
    uid,
    error: form.errors[name],
    onEdit: form.clearError,
    defaultValue: textOf(options.values?.[name]),
    className: options.span?.has(name) ? 'field-span' : undefined,
  }
  const requiredByCf7 = options.required?.includes(name) || undefined
  switch (name) {
    case 'email': {
      const defaultValue = base.defaultValue ?? options.defaultEmail
      const placeholder = options.emailPlaceholder
      return (
        <EmailField key={name} {...base} placeholder={placeholder} defaultValue={defaultValue} />
      )
    }
    case 'interest': {
      const choices = options.interests?.length ? options.interests : DEFAULT_INTERESTS
      return <SelectField key={name} {...base} name={name} options={choices} />
    }
    case 'message':
      return <MessageField key={name} {...base} required={requiredByCf7} />
    case 'cv': {
      const file = { file: form.file, onFile: form.chooseFile }
      const label = options.cvLabel ?? (options.file?.required ? 'Attach a file' : undefined)
      return <FileField key={name} {...base} {...file} label={label} rule={options.file} />
    }
    case 'termsAccepted':
      return <TermsField key={name} {...base} />
    case 'captcha':
      // A new round after each submission remounts it: a solution passes the edge once.
      return (
        <Captcha
          key={`captcha-${form.captchaRound}`}
          uid={uid}
          error={base.error}
          onSolved={() => form.clearError('captcha')}
        />
      )
    default: {
      const { autoComplete, required } = TEXT_FIELDS[name]
      // A field the CF7 form requires is no longer '(optional)'.
      const label = requiredByCf7 ? FIELD_LABELS[name]?.replace(/\s*\(optional\)$/, '') : undefined
      return (
        <TextField
          key={name}
          {...base}
          name={name}
          label={label}
          autoComplete={autoComplete}
          required={required || requiredByCf7}
        />
      )
    }
  }
}

/**
 * The named fields of a form, in the given order, each with its label, ids, ARIA ties to its error
 * and the form's error and edit handling: a form states which fields it has, nothing more.
 */
export function FormFields({
  uid,
  form,
  fields,
  options = {},
}: {
  uid: string
  form: SiteForm
  fields: readonly FieldName[]
  options?: FieldOptions
}): ReactElement[] {
  return fields.map((name) => renderField(name, uid, form, options))
}
