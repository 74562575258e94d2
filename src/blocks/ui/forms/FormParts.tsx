import type { ReactNode } from 'react'
import type { FormKind } from '../../../forms/schemas'
import type { SiteForm } from './use-site-form'

/**
 * The `<form>` of a site form: a plain multipart POST to `/api/forms/{kind}` that works without
 * JavaScript, taken over by the island's submit handler once hydrated.
 */
export function FormShell({
  kind,
  form,
  uid,
  referencePage,
  labelledBy,
  className,
  hidden,
  children,
}: {
  kind: FormKind
  form: SiteForm
  uid: string
  referencePage?: string
  labelledBy?: string
  className?: string
  /** Kept in the page (with the visitor's input) while a result view stands in for it. */
  hidden?: boolean
  children: ReactNode
}) {
  return (
    <form
      ref={form.formRef}
      id={`${uid}-form`}
      className={['site-form', `form-${kind}`, className].filter(Boolean).join(' ')}
      method="post"
      action={`/api/forms/${kind}`}
      encType="multipart/form-data"
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={form.submitting ? true : undefined}
      onSubmit={form.onSubmit}
      hidden={hidden || undefined}
    >
      {referencePage && <input type="hidden" name="reference_page" value={referencePage} />}
      {children}
    </form>
  )
}

/** The submit button (loader and disabled while sending, or when the form is off) and live status. */
export function SubmitRow({
  form,
  text,
  enabled,
}: {
  form: SiteForm
  text: string
  enabled: boolean
}) {
  return (
    <div className="form-actions">
      <button
        ref={form.submitRef}
        type="submit"
        className="btn btn-primary form-submit"
        disabled={!enabled || form.submitting}
      >
        {form.submitting && <span className="spinner" aria-hidden="true" />}
        <span>{form.submitting ? 'Sending…' : text}</span>
      </button>
      {!enabled && <p className="field-hint">This form is not available at the moment.</p>}
      <p className="sr-only" role="status" aria-live="polite">
        {form.status}
      </p>
    </div>
  )
}

/** The form's own heading (none without text); its id labels the form. */
export function FormHeading({
  id,
  text,
  level = 2,
}: {
  id: string | undefined
  text: string | undefined
  level?: 2 | 3
}) {
  if (!text) return null
  const Heading = level === 3 ? 'h3' : 'h2'
  return (
    <Heading id={id} className="form-heading">
      {text}
    </Heading>
  )
}
