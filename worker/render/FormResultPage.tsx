import type { FormResult } from '../../src/forms/schemas'

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  email: 'Email',
  interest: 'Interest',
  message: 'Message',
  cv: 'Attachment',
  termsAccepted: 'Terms',
  captcha: 'Captcha',
}

/** The result page of a form posted without JavaScript. */
export function FormResultPage({ result, back }: { result: FormResult; back?: string }) {
  const problems = Object.entries(result.fieldErrors)
  const backHref = back && back.startsWith('http') ? new URL(back).pathname : '/'
  return (
    <section className="container form-result-page" aria-live="polite">
      <h1>{result.title}</h1>
      <p>{result.message}</p>
      {problems.length > 0 && (
        <ul className="form-problems">
          {problems.map(([field, message]) => (
            <li key={field}>
              <strong>{FIELD_LABELS[field] ?? field}:</strong> {message}
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="btn btn-primary" href={backHref}>
          Back to the form
        </a>
      </p>
    </section>
  )
}
