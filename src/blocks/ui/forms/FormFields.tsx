import type { ReactElement } from 'react'
import { INTERESTS } from '../../../forms/schemas'
import { Captcha } from './Captcha'
import { EmailField, MessageField, SelectField, TermsField, TextField } from './fields'
import { FileField } from './FileField'
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
  /** The attachment's label and whether it is required (the CV of an application). */
  cvLabel?: string
  cvRequired?: boolean
}

function renderField(name: FieldName, uid: string, form: SiteForm, options: FieldOptions) {
  const error = form.errors[name]
  const onEdit = form.clearError
  switch (name) {
    case 'email':
      return (
        <EmailField
          key={name}
          uid={uid}
          placeholder={options.emailPlaceholder}
          defaultValue={options.defaultEmail}
          error={error}
          onEdit={onEdit}
        />
      )
    case 'interest':
      return (
        <SelectField
          key={name}
          uid={uid}
          name={name}
          options={INTERESTS}
          error={error}
          onEdit={onEdit}
        />
      )
    case 'message':
      return <MessageField key={name} uid={uid} error={error} onEdit={onEdit} />
    case 'cv':
      return (
        <FileField
          key={name}
          uid={uid}
          label={options.cvLabel}
          required={options.cvRequired === true}
          error={error}
          file={form.file}
          onFile={form.chooseFile}
        />
      )
    case 'termsAccepted':
      return <TermsField key={name} uid={uid} error={error} onEdit={onEdit} />
    case 'captcha':
      // A new round after each submission remounts it: a solution passes the edge once.
      return (
        <Captcha
          key={`captcha-${form.captchaRound}`}
          uid={uid}
          error={error}
          onSolved={() => form.clearError('captcha')}
        />
      )
    default: {
      const spec = TEXT_FIELDS[name]
      return (
        <TextField
          key={name}
          uid={uid}
          name={name}
          autoComplete={spec.autoComplete}
          required={spec.required || undefined}
          error={error}
          onEdit={onEdit}
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
