import { createHash } from 'node:crypto'
import { baseUrl } from './base-url'
import { cmsCredential } from './dev-vars'

/** The demo credential of the embedded content service (local `.dev.vars`). */
export const cmsAuth = cmsCredential()

/** Contact Form 7 ids of the demo forms (embedded-cms/content/forms.json). */
export const CF7 = {
  contact: 101,
  landing: 102,
  servicesContact: 103,
  service: 104,
  emailCta: 105,
  subscribe: 106,
  application: 107,
} as const

export interface StoredSubmission {
  id: number
  formId: number
  unitTag: string
  fields: Record<string, string>
  file: { name: string; type: string; size: number } | null
}

const operator = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}/__embedded-cms/wp-json/embedded/v1/${path}`, {
    ...init,
    headers: { authorization: cmsAuth, ...init.headers },
  })

/** What the content service stored for a form (newest first), read through its operator route. */
export async function submissions(formId: number): Promise<StoredSubmission[]> {
  const res = await operator(`submissions?form=${formId}`)
  if (!res.ok) throw new Error(`submissions: ${res.status}`)
  return (await res.json()) as StoredSubmission[]
}

/** The submissions of a form sent with this email address. */
export async function submissionsOf(formId: number, email: string): Promise<StoredSubmission[]> {
  return (await submissions(formId)).filter((s) => s.fields.email === email)
}

/** The bytes of a stored attachment. */
export async function storedFile(submissionId: number): Promise<Buffer> {
  const res = await operator(`submissions/${submissionId}/file`)
  if (!res.ok) throw new Error(`file of submission ${submissionId}: ${res.status}`)
  return Buffer.from(await res.arrayBuffer())
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The blog's subscribers. */
export async function subscribers(): Promise<string[]> {
  const res = await operator('subscribers')
  if (!res.ok) throw new Error(`subscribers: ${res.status}`)
  return ((await res.json()) as { email: string }[]).map((s) => s.email)
}

/** Switches the content service's simulated outage (every content route answers 500 while on). */
export async function setOutage(on: boolean): Promise<void> {
  const res = await operator('outage', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ on }),
  })
  if (res.status !== 200) throw new Error(`outage ${on}: ${res.status}`)
}

/** A fresh address per call, so runs never meet each other's submissions or subscribers. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}
