import { wpError } from '../wp-error'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The plain-text body WordPress answers when unsubscribing an address it does not know. */
export const UNKNOWN_SUBSCRIBER_TEXT = 'There is no user with this email.'

function decodeEmail(raw: string): string | null {
  try {
    const email = decodeURIComponent(raw).trim().toLowerCase()
    return EMAIL.test(email) ? email : null
  } catch {
    return null
  }
}

/** `GET /wp-json/custom/v1/subscribe/{email}`. */
export async function subscribe(db: D1Database, raw: string): Promise<Response> {
  const email = decodeEmail(raw)
  if (!email) return wpError('invalid_email', 'Please enter a valid email address.', 400)
  const existing = await db
    .prepare('SELECT email FROM subscribers WHERE email = ?')
    .bind(email)
    .first()
  if (existing) return wpError('already_subscribed', 'This email is already subscribed.', 400)
  await db
    .prepare('INSERT INTO subscribers (email, created_at) VALUES (?, ?)')
    .bind(email, new Date().toISOString())
    .run()
  return Response.json({ success: true, message: 'You have been subscribed to our blog.' })
}

/** `GET /wp-json/custom/v1/unsubscribe/{email}`: the unknown-user failure is a plain-text body. */
export async function unsubscribe(db: D1Database, raw: string): Promise<Response> {
  const email = decodeEmail(raw)
  if (!email) return new Response('Invalid email address.', { status: 400 })
  const result = await db.prepare('DELETE FROM subscribers WHERE email = ?').bind(email).run()
  if (!result.meta.changes) {
    return new Response(UNKNOWN_SUBSCRIBER_TEXT, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  return Response.json({ success: true, message: 'You have been unsubscribed.' })
}
