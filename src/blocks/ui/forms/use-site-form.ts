import { useRef, useState, type FormEvent } from 'react'
import { withLists } from '../../../forms/extra-checks'
import { extraFieldsFor } from '../../../forms/extra-fields'
import { checkFileMeta, fileProblemMessage, inspectFile } from '../../../forms/files'
import { MESSAGES, requestFailedText } from '../../../forms/messages'
import { OUTCOMES } from '../../../forms/outcomes'
import { formResult, isFormResult, type FormResult } from '../../../forms/result'
import { fileRuleFor, type FormRules } from '../../../forms/rules'
import type { FieldErrors, FormKind } from '../../../forms/schemas'
import { validateSubmission } from '../../../forms/validate'

interface SiteFormOptions {
  /** Email-only forms show failures under the email field instead of in a result view. */
  failureOnEmail?: boolean
  /** Errors to show from the start (a result page shows the form again with its problems). */
  initialErrors?: FieldErrors
  /** The CF7 form's rules the form shows: checked before sending, as the edge checks them. */
  rules?: FormRules
}

/** What the visitor sees when no usable answer came back. */
const networkFailure = (kind: FormKind) =>
  formResult('failed', MESSAGES.failureTitle, requestFailedText(kind))

const without = (errors: FieldErrors, name: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name))

/** The message of a failed answer that is not a form result: `{ message }` or `{ error }`. */
function serverMessage(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null
  for (const key of ['message', 'error']) {
    const value: unknown = (answer as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim() && value.length <= 300) return value.trim()
  }
  return null
}

/**
 * Posts the form to its edge endpoint. A failure that carries a message of its own (a 5xx with
 * `{ message }`) shows that message; anything else that is not a form result is a network failure.
 */
async function send(kind: FormKind, form: HTMLFormElement, data: FormData): Promise<FormResult> {
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      body: data,
      headers: { accept: 'application/json' },
    })
    const answer: unknown = await res.json().catch(() => null)
    if (isFormResult(answer)) return answer
    // Unsubscribing shows its own text for every failure but the unknown address (spec section 8).
    const message = res.ok || kind === 'unsubscribe' ? null : serverMessage(answer)
    return message ? formResult('failed', MESSAGES.failureTitle, message) : networkFailure(kind)
  } catch {
    return networkFailure(kind)
  }
}

/** Moves focus to the first control in error, in the order of the form; false when none is. */
function focusFirstError(form: HTMLFormElement, errors: FieldErrors): boolean {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name')
    if (!name || !errors[name] || !(element instanceof HTMLElement)) continue
    const target =
      element instanceof HTMLInputElement && element.type === 'hidden'
        ? element.parentElement?.querySelector<HTMLElement>('button, input:not([type=hidden])')
        : element
    if (!target) continue
    target.focus()
    return true
  }
  return false
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
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {})
  const [result, setResult] = useState<FormResult | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [captchaRound, setCaptchaRound] = useState(0)
  const [status, setStatus] = useState('')

  // The errors as of now, for focus moves that run after a render.
  const errorsRef = useRef(errors)
  errorsRef.current = errors

  const clearError = (name: string) => setErrors((current) => without(current, name))

  const chooseFile = (next: File | null) => {
    setFile(next)
    const limits = fileRuleFor(kind, options.rules) ?? undefined
    const early = next && checkFileMeta(next.name, next.size, limits)
    setErrors((current) =>
      early ? { ...current, cv: fileProblemMessage(early, limits) } : without(current, 'cv'),
    )
    if (!next || early) return
    // The content check reads the file: the answer comes a moment later.
    void inspectFile(next, limits).then((problem) => {
      if (problem) setErrors((current) => ({ ...current, cv: fileProblemMessage(problem, limits) }))
    })
  }

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form)
    data.delete('cv')
    if (file) data.set('cv', file)
    // As the edge reads a post: each name's first value, and every value of a list field.
    const fields: Record<string, string> = {}
    const lists = new Map<string, string[]>()
    for (const [name, value] of data.entries()) {
      if (typeof value !== 'string') continue
      if (!Object.hasOwn(fields, name)) fields[name] = value
      lists.set(name, [...(lists.get(name) ?? []), value])
    }
    const extras = extraFieldsFor(kind, options.rules)
    const values = withLists(fields, Object.fromEntries(lists), extras)
    const checked = await validateSubmission(kind, values, file, options.rules)
    if (!checked.ok) {
      setErrors(checked.fieldErrors)
      setStatus(MESSAGES.checkFields)
      focusFirstError(form, checked.fieldErrors)
      return
    }
    setErrors({})
    setSubmitting(true)
    setStatus('Sending…')
    const answer = await send(kind, form, data)
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
    /**
     * Closes the result view. Focus goes to the first field the answer found in error (so the
     * visitor lands where the fix is), else back to the submit button.
     */
    dismissResult: () => {
      setResult(null)
      setStatus('')
      requestAnimationFrame(() => {
        const form = formRef.current
        if (!form || !focusFirstError(form, errorsRef.current)) submitRef.current?.focus()
      })
    },
  }
}

export type SiteForm = ReturnType<typeof useSiteForm>
