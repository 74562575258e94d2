import { content } from '../content'
import { scanFormTags, type FormTag } from './form-tags'

/** A Contact Form 7 form: its template (the Form tab) and what the site stores beside it. */
export interface ContactForm {
  id: number
  title: string
  /** The form's template, as an editor writes it on CF7's Form tab. */
  form: string
  /** Field whose value, with the email, makes a repeated application a duplicate. */
  duplicateKey?: string
  /** The Messages tab's texts the editor changed (`mail_sent_ok`, `invalid_too_short`…); CF7's defaults for the rest. */
  messages: Record<string, string>
  tags: FormTag[]
}

const OVERRIDE_PREFIX = 'cf7-form:'

/**
 * A form by its numeric id: the demo's (content/forms.json), or the template an operator stored at
 * run time (a test's form whose choices differ from the demo's), or null.
 */
export async function contactForm(db: D1Database, id: number): Promise<ContactForm | null> {
  const stored = await db
    .prepare('SELECT value FROM settings WHERE key = ?')
    .bind(`${OVERRIDE_PREFIX}${id}`)
    .first<{ value: string }>()
  const demo = content.forms[String(id)]
  const override = stored
    ? (JSON.parse(stored.value) as {
        title?: string
        form: string
        messages?: Record<string, string>
      })
    : null
  if (!demo && !override) return null
  const form = override?.form ?? demo?.form ?? ''
  return {
    id,
    title: override?.title ?? demo?.title ?? `Form ${id}`,
    form,
    duplicateKey: demo?.duplicateKey,
    messages: override?.messages ?? demo?.messages ?? {},
    tags: scanFormTags(form),
  }
}

/** Stores a form's template (replacing the demo's, or adding a form under a new id). */
export async function putContactForm(
  db: D1Database,
  id: number,
  form: string,
  title?: string,
  messages?: Record<string, string>,
) {
  await db
    .prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .bind(`${OVERRIDE_PREFIX}${id}`, JSON.stringify({ form, title, messages }))
    .run()
}

/** Forgets every stored template: the demo's forms come back. */
export async function clearContactForms(db: D1Database) {
  await db.prepare('DELETE FROM settings WHERE key LIKE ?').bind(`${OVERRIDE_PREFIX}%`).run()
}
