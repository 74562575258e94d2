import { useRef, useState, type FormEvent } from 'react'
import { checkFileMeta, fileProblemMessage, inspectFile } from '../../../forms/files'
import { MESSAGES } from '../../../forms/messages'
import { OUTCOMES } from '../../../forms/outcomes'
import { formResult, isFormResult, type FormResult } from '../../../forms/result'
import type { FieldErrors, FormKind } from '../../../forms/schemas'
import { validateSubmission } from '../../../forms/validate'

export interface SiteFormOptions {
  /** Email-only forms show failures under the email field instead of in a result view. */
  failureOnEmail?: boolean
}

const NETWORK_FAILURE = formResult('failed', MESSAGES.failureTitle, MESSAGES.requestFailed)

const without = (errors: FieldErrors, name: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name))

/** Posts the form to its edge endpoint; anything but a well-formed answer is a network failure. */
async function send(form: HTMLFormElement, data: FormData): Promise<FormResult> {
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      body: data,
      headers: { accept: 'application/json' },
    })
    const answer: unknown = await res.json()
    return isFormResult(answer) ? answer : NETWORK_FAILURE
  } catch {
    return NETWORK_FAILURE
  }
}

/** Moves focus to the first control in error, in the order of the form. */
function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name')
    if (!name || !errors[name] || !(element instanceof HTMLElement)) continue
    const target =
      element instanceof HTMLInputElement && element.type === 'hidden'
        ? element.parentElement?.querySelector<HTMLElement>('button, input:not([type=hidden])')
        : element
    target?.focus()
    return
  }
}

/**
 * The behaviour every site form shares: inline validation with the shared schema before sending,
 * a submitting state, the edge's answer (field errors mapped onto the inputs), the attachment with
 * its checks, and a fresh captcha after each submission.
 */
export function useSiteForm(kind: FormKind, options: SiteFormOptions = {}) {
  const formRef = useRef<HTMLFormElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  // Set at once (state lags a render): a second click during the checks cannot post twice.
  const inFlight = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [result, setResult] = useState<FormResult | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [status, setStatus] = useState('')

  const clearError = (name: string) => setErrors((current) => without(current, name))

  const chooseFile = (next: File | null) => {
    setFile(next)
    const early = next && checkFileMeta(next.name, next.size)
    setErrors((current) =>
      early ? { ...current, cv: fileProblemMessage(early) } : without(current, 'cv'),
    )
    if (!next || early) return
    // The content check reads the file: the answer comes a moment later.
    void inspectFile(next).then((problem) => {
      if (problem) setErrors((current) => ({ ...current, cv: fileProblemMessage(problem) }))
    })
  }

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    data.delete('cv')
    if (file) data.set('cv', file)
    const values: Record<string, string> = {}
    for (const [name, value] of data.entries()) if (typeof value === 'string') values[name] = value
    const checked = await validateSubmission(kind, values, file)
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      setStatus(MESSAGES.checkFields)
      focusFirstError(form, checked.fieldErrors)
      return
    }
    setErrors({})
    setSubmitting(true)
    setStatus('Sending…')
    const answer = await send(form, data)
    setSubmitting(false)
    setCaptchaRound((n) => n + 1)
    // The result view (modal, inline) takes focus and speaks for itself; the status stays short.
    setStatus(answer.ok ? '' : MESSAGES.failureTitle)
    // The spec resets form and file after each submission; the outcome says when the visitor's
    // input is kept instead (nothing was stored, or fields must be corrected), so nothing is lost.
    const { keepsInput } = OUTCOMES[answer.outcome]
    if (answer.ok || (!keepsInput && !options.failureOnEmail)) {
      form.reset()
      setFile(null)
      setErrors({})
    } else if (options.failureOnEmail) {
      setErrors({ email: answer.fieldErrors.email ?? answer.message })
      focusFirstError(form, { email: 'failed' })
    } else {
      setErrors(answer.fieldErrors)
    }
    setResult(answer)
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (inFlight.current) return
    inFlight.current = true
    try {
      await submit(form)
    } finally {
      inFlight.current = false
    }
  }

  return {
    formRef,
    submitRef,
    submitting,
    errors,
    result,
    file,
    captchaRound,
    status,
    clearError,
    chooseFile,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    /** Closes the result view and gives focus back to the submit button. */
    dismissResult: () => {
      setResult(null)
      setStatus('')
      requestAnimationFrame(() => submitRef.current?.focus())
    },
  }
}

export type SiteForm = ReturnType<typeof useSiteForm>
