import type { ReactNode } from 'react'
import { FIELD_LABELS } from '../../../forms/labels'
import { NAME_MAX } from '../../../forms/schemas'
import { EMAIL_MAX } from '../../../forms/text'

/** What each field needs from its form: the id prefix, its error, and how to clear it on edit. */
export interface FieldBase {
  uid: string
  name: string
  label?: string
  error?: string
  onEdit: (name: string) => void
  /** What the visitor typed before (a result page without JavaScript shows the form again). */
  defaultValue?: string
  /** More classes of the field (`field-span`: a half-width field that takes its whole row). */
  className?: string
}

/** The ids and ARIA attributes tying a control to its error text. */
export function fieldAria(uid: string, name: string, error?: string) {
  const id = `${uid}-${name}`
  return {
    id,
    errorId: `${id}-error`,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    },
  }
}

/**
 * The error line under a field: always rendered, so an error never moves what follows. A `live`
 * one is announced as soon as it appears (an error found without a submit, like a chosen file's).
 */
export function FieldError({ id, error, live }: { id: string; error?: string; live?: boolean }) {
  return (
    <p className="field-error" id={id} aria-live={live ? 'polite' : undefined}>
      {error}
    </p>
  )
}

export function FieldShell(props: {
  id: string
  errorId: string
  label: string
  error?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={['field', props.className].filter(Boolean).join(' ')}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      <FieldError id={props.errorId} error={props.error} />
    </div>
  )
}

/** FieldShell's props for a field of the site's own: its label, when none is given, by its name. */
function shellOf(
  errorId: string,
  {
    name,
    label,
    ...rest
  }: { id: string; name: string; label?: string; error?: string; className?: string },
) {
  return { ...rest, errorId, label: label ?? FIELD_LABELS[name] ?? name }
}

/** The native types of a one-line input (the CF7 form's extra fields use all of them). */
type LineType = 'text' | 'email' | 'tel' | 'url' | 'number' | 'range' | 'date'

/** A one-line input: text, email, or a CF7 form's tel, url, number, range or date. */
export function TextField({
  uid,
  name,
  label,
  error,
  onEdit,
  type = 'text',
  autoComplete,
  placeholder,
  defaultValue,
  required,
  className,
  maxLength,
  minLength,
  bounds,
}: FieldBase & {
  type?: LineType
  autoComplete?: string
  placeholder?: string
  defaultValue?: string
  required?: boolean
  /** The browser's limits (the site's own fields: their caps). */
  maxLength?: number
  minLength?: number
  /** A number's, range's or date's `min`, `max` and `step`. */
  bounds?: { min?: string; max?: string; step?: string }
}) {
  const { id, errorId, aria } = fieldAria(uid, name, error)
  return (
    <FieldShell {...shellOf(errorId, { id, name, label, error, className })}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        defaultValue={defaultValue}
        aria-required={required ? true : undefined}
        maxLength={bounds ? undefined : (maxLength ?? (type === 'email' ? EMAIL_MAX : NAME_MAX))}
        minLength={minLength}
        min={bounds?.min}
        max={bounds?.max}
        step={bounds?.step}
        onInput={() => onEdit(name)}
        {...aria}
      />
    </FieldShell>
  )
}

/** The email input every form has. */
export function EmailField(props: Omit<FieldBase, 'name'> & { placeholder?: string }) {
  return (
    <TextField
      {...props}
      name="email"
      type="email"
      autoComplete="email"
      required
      className={['field-email', props.className].filter(Boolean).join(' ')}
    />
  )
}

/** A select with a disabled 'Please select' first option; each option's value is its text. */
export function SelectField({
  uid,
  name,
  label,
  error,
  onEdit,
  options,
  defaultValue = '',
  required = true,
  className,
}: FieldBase & { options: readonly string[]; required?: boolean }) {
  const { id, errorId, aria } = fieldAria(uid, name, error)
  // A value chosen before (shown again on a result page) stays selectable.
  const choices =
    !defaultValue || options.includes(defaultValue) ? options : [...options, defaultValue]
  return (
    <FieldShell {...shellOf(errorId, { id, name, label, error, className })}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        onChange={() => onEdit(name)}
        {...aria}
      >
        <option value="" disabled>
          Please select
        </option>
        {choices.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    </FieldShell>
  )
}

/** The consent checkbox; the policy pages open in new tabs. */
export function TermsField({
  uid,
  error,
  onEdit,
  defaultValue,
}: Omit<FieldBase, 'name' | 'label'>) {
  const { id, errorId, aria } = fieldAria(uid, 'termsAccepted', error)
  return (
    <div className="field field-terms">
      <div className="terms-row">
        <input
          id={id}
          name="termsAccepted"
          type="checkbox"
          value="1"
          defaultChecked={defaultValue === '1'}
          aria-required
          onChange={() => onEdit('termsAccepted')}
          {...aria}
        />
        <label htmlFor={id}>
          I accept the{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          and the{' '}
          <a href="/terms-of-use" target="_blank" rel="noopener">
            Terms of Use<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
