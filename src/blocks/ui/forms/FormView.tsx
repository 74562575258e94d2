import { useId, useRef, useState, type FormEvent } from 'react'
import { FILE_ACCEPT, checkFile } from '../../../forms/files'
import { FORM_FIELDS, type FieldSpec } from '../../../forms/fields'
import { MESSAGES } from '../../../forms/messages'
import {
  validateForm,
  type FieldErrors,
  type FormKind,
  type FormResult,
} from '../../../forms/schemas'
import { Captcha } from './Captcha'
import { ResultModal } from './ResultModal'

export interface FormViewProps {
  kind: FormKind
  buttonText?: string
  placeholder?: string
  confirmMessage?: string
  /** Title of the result modal: 'Contact Us' by default, or 'Let's talk'. */
  modalTitle?: string
  /** How the result shows: a modal, inline in place of the form, or under the email field. */
  resultStyle?: 'modal' | 'replace' | 'inline'
  /** False when the CMS form id is 0: the form renders but cannot be sent. */
  enabled?: boolean
  hidden?: Record<string, string>
  /** Initial values, e.g. the email from `/unsubscribe?email=`. */
  defaults?: Record<string, string>
}

type Status = 'idle' | 'submitting' | 'done'

const without = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field))

function Field({
  spec,
  error,
  placeholder,
  file,
  onFile,
  formId,
  defaultValue,
  onEdit,
}: {
  spec: FieldSpec
  error?: string
  placeholder?: string
  file: File | null
  onFile: (f: File | null) => void
  formId: string
  defaultValue?: string
  onEdit: (name: string) => void
}) {
  const id = `${formId}-${spec.name}`
  const errorId = `${id}-error`
  const common = {
    id,
    name: spec.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onInput: () => onEdit(spec.name),
  }
  const errorNode = (
    <span className="field-error" id={errorId}>
      {error}
    </span>
  )
  switch (spec.type) {
    case 'hidden':
      return null
    case 'terms':
      return (
        <div className="field field-terms">
          <label>
            <input type="checkbox" value="1" {...common} />
            <span>
              I accept the{' '}
              <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
                privacy policy
              </a>{' '}
              and the{' '}
              <a href="/terms-of-use" target="_blank" rel="noopener noreferrer">
                terms of use
              </a>
            </span>
          </label>
          {errorNode}
        </div>
      )
    case 'file':
      return (
        <div className="field field-file">
          <label htmlFor={id}>{spec.label}</label>
          <input
            type="file"
            accept={FILE_ACCEPT}
            {...common}
            onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
          />
          {file && (
            <span className="file-chip">
              {file.name}
              <button
                type="button"
                className="file-remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => onFile(null)}
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path
                    d="M3 4h10M6 4V2h4v2m-6 0 1 10h6l1-10"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  />
                </svg>
              </button>
            </span>
          )}
          <span className="field-hint">
            PDF, DOC, DOCX, PNG, JPG, TXT, XLSX or CSV, up to 2 MB.
          </span>
          {errorNode}
        </div>
      )
    case 'select':
      return (
        <div className="field">
          <label htmlFor={id}>{spec.label}</label>
          <select defaultValue="" {...common}>
            <option value="" disabled>
              Please select
            </option>
            {spec.options?.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
          {errorNode}
        </div>
      )
    case 'textarea':
      return (
        <div className="field field-wide">
          <label htmlFor={id}>{spec.label}</label>
          <textarea rows={4} maxLength={spec.maxLength} {...common} />
          {errorNode}
        </div>
      )
    case 'captcha':
      return null
    default:
      return (
        <div className={spec.name === 'email' ? 'field field-email' : 'field'}>
          <label htmlFor={id}>{spec.label}</label>
          <input
            type={spec.type}
            autoComplete={spec.autoComplete}
            placeholder={spec.name === 'email' ? placeholder : undefined}
            defaultValue={defaultValue}
            {...common}
          />
          {errorNode}
        </div>
      )
  }
}

/**
 * A form of the site: a plain HTML form posting to `/api/forms/{kind}` (it works without JavaScript),
 * enhanced when hydrated with inline validation, a submitting state and the result view.
 */
export function FormView({
  kind,
  buttonText = 'Send',
  placeholder,
  confirmMessage,
  modalTitle = 'Contact Us',
  resultStyle = 'modal',
  enabled = true,
  hidden = {},
  defaults = {},
}: FormViewProps) {
  const formId = useId().replace(/[^a-zA-Z0-9-]/g, '')
  const formRef = useRef<HTMLFormElement>(null)
  const [status, setStatus] = useState<Status>('idle')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [result, setResult] = useState<FormResult | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [captcha, setCaptcha] = useState('')
  const fields = FORM_FIELDS[kind]
  const hasCaptcha = fields.some((f) => f.type === 'captcha')

  const chooseFile = (next: File | null) => {
    setFile(next)
    const rest = without(errors, 'cv')
    if (!next) {
      const input = formRef.current?.elements.namedItem('cv')
      if (input instanceof HTMLInputElement) input.value = ''
      setErrors(rest)
      return
    }
    const problem = checkFile(next.name, next.size)
    setErrors(
      problem
        ? { ...rest, cv: problem === 'too-large' ? MESSAGES.fileTooLarge : MESSAGES.fileInvalid }
        : rest,
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values: Record<string, unknown> = {}
    for (const [k, v] of data.entries()) if (typeof v === 'string') values[k] = v
    if (hasCaptcha) values.captcha = captcha
    const checked = validateForm(kind, values)
    const found: FieldErrors = checked.ok ? {} : { ...checked.fieldErrors }
    if (file) {
      const problem = checkFile(file.name, file.size)
      if (problem) found.cv = problem === 'too-large' ? MESSAGES.fileTooLarge : MESSAGES.fileInvalid
    }
    setErrors(found)
    if (Object.keys(found).length) {
      // Focus the first field in error (React has not re-rendered the aria-invalid flags yet).
      const first = fields.find((f) => found[f.name] && f.type !== 'captcha')
      const target = first && form.elements.namedItem(first.name)
      if (target instanceof HTMLElement) target.focus()
      return
    }
    setStatus('submitting')
    if (hasCaptcha) data.set('captcha', captcha)
    if (file) data.set('cv', file)
    else data.delete('cv')
    let answer: FormResult
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        body: data,
        headers: { accept: 'application/json' },
      })
      answer = (await res.json()) as FormResult
    } catch {
      answer = {
        ok: false,
        title: MESSAGES.failureTitle,
        message: MESSAGES.requestFailed,
        fieldErrors: { email: MESSAGES.requestFailed },
      }
    }
    if (answer.ok) {
      form.reset()
      setFile(null)
      setCaptcha('')
    }
    setErrors(
      resultStyle === 'modal'
        ? {}
        : answer.ok
          ? {}
          : answer.fieldErrors.email
            ? { email: answer.fieldErrors.email }
            : { email: answer.message },
    )
    setResult(answer)
    setStatus('done')
  }

  if (result?.ok && resultStyle !== 'modal') {
    return (
      <div className="form-success" role="status">
        <p className="form-success-title">{result.title}</p>
        <p>{confirmMessage ?? result.message}</p>
        {kind === 'unsubscribe' && (
          <a className="btn btn-primary" href="/">
            Homepage
          </a>
        )}
      </div>
    )
  }

  return (
    <>
      <form
        ref={formRef}
        className={`site-form form-${kind}`}
        method="post"
        action={`/api/forms/${kind}`}
        encType="multipart/form-data"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-busy={status === 'submitting'}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {confirmMessage && <input type="hidden" name="confirmMessage" value={confirmMessage} />}
        <div className="form-grid">
          {fields.map((spec) => (
            <Field
              key={spec.name}
              spec={spec}
              error={errors[spec.name]}
              placeholder={placeholder}
              file={file}
              onFile={chooseFile}
              formId={formId}
              defaultValue={defaults[spec.name]}
              onEdit={(name: string) => {
                if (errors[name]) setErrors(without(errors, name))
              }}
            />
          ))}
        </div>
        {hasCaptcha && (
          <Captcha
            error={errors.captcha}
            onSolved={(v) => {
              setCaptcha(v)
              const rest = without(errors, 'captcha')
              setErrors(rest)
            }}
          />
        )}
        <button
          type="submit"
          className="btn btn-primary form-submit"
          disabled={!enabled || status === 'submitting'}
        >
          {status === 'submitting' && <span className="spinner" aria-hidden="true" />}
          {status === 'submitting' ? 'Sending…' : buttonText}
        </button>
        <p className="sr-only" role="status" aria-live="polite">
          {status === 'submitting' ? 'Sending your message' : ''}
        </p>
      </form>
      {resultStyle === 'modal' && result && (
        <ResultModal
          title={modalTitle}
          result={result}
          onClose={() => {
            setResult(null)
            setStatus('idle')
          }}
        />
      )}
    </>
  )
}
