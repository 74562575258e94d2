import type { ReactNode } from 'react'
import { FIELD_LABELS } from '../../../forms/labels'

/** What each field needs from its form: the id prefix, its error, and how to clear it on edit. */
export interface FieldBase {
  uid: string
  name: string
  label?: string
  error?: string
  onEdit: (name: string) => void
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

/** The error line under a field: always rendered, so an error never moves what follows. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p className="field-error" id={id}>
      {error}
    </p>
  )
}

function FieldShell(props: {
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

/** A one-line text or email input. */
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
}: FieldBase & {
  type?: 'text' | 'email'
  autoComplete?: string
  placeholder?: string
  defaultValue?: string
  required?: boolean
  className?: string
}) {
  const { id, errorId, aria } = fieldAria(uid, name, error)
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={label ?? FIELD_LABELS[name] ?? name}
      error={error}
      className={className}
    >
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        defaultValue={defaultValue}
        aria-required={required ? true : undefined}
        maxLength={type === 'email' ? 254 : 100}
        onInput={() => onEdit(name)}
        {...aria}
      />
    </FieldShell>
  )
}

/** The email input every form has. */
export function EmailField(
  props: Omit<FieldBase, 'name'> & { placeholder?: string; defaultValue?: string },
) {
  return (
    <TextField
      {...props}
      name="email"
      type="email"
      autoComplete="email"
      required
      className="field-email"
    />
  )
}

/** A select with a disabled 'Please select' first option. */
export function SelectField({
  uid,
  name,
  label,
  error,
  onEdit,
  options,
}: FieldBase & { options: readonly string[] }) {
  const { id, errorId, aria } = fieldAria(uid, name, error)
  return (
    <FieldShell id={id} errorId={errorId} label={label ?? FIELD_LABELS[name] ?? name} error={error}>
      <select
        id={id}
        name={name}
        defaultValue=""
        aria-required
        onChange={() => onEdit(name)}
        {...aria}
      >
        <option value="" disabled>
          Please select
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

/** The free-text message (at most 1000 characters). */
export function MessageField({ uid, error, onEdit, label }: Omit<FieldBase, 'name'>) {
  const { id, errorId, aria } = fieldAria(uid, 'message', error)
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={label ?? FIELD_LABELS.message ?? 'Message'}
      error={error}
      className="field-wide"
    >
      <textarea
        id={id}
        name="message"
        rows={4}
        maxLength={1000}
        onInput={() => onEdit('message')}
        {...aria}
      />
    </FieldShell>
  )
}

/** The consent checkbox; the policy pages open in new tabs. */
export function TermsField({ uid, error, onEdit }: Omit<FieldBase, 'name' | 'label'>) {
  const { id, errorId, aria } = fieldAria(uid, 'termsAccepted', error)
  return (
    <div className="field field-terms">
      <div className="terms-row">
        <input
          id={id}
          name="termsAccepted"
          type="checkbox"
          value="1"
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
