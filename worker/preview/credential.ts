/** A Basic credential longer than this is not a WordPress user name and application password. */
const MAX_CREDENTIAL_LENGTH = 1024

/**
 * The editor's HTTP Basic credential, as the `Authorization` value to send to WordPress, or null
 * when the request carries none that could be one (no header, another scheme, not base64, no
 * `user:password`). It is passed on as the browser sent it and never decoded for anything else:
 * WordPress alone decides whether it signs someone in.
 */
export function basicCredential(header: string | undefined): string | null {
  if (!header || header.length > MAX_CREDENTIAL_LENGTH) return null
  const match = /^Basic[ ]+([A-Za-z0-9+/]+={0,2})[ ]*$/i.exec(header)
  const token = match?.[1]
  if (!token) return null
  let decoded: string
  try {
    decoded = atob(token)
  } catch {
    return null
  }
  const colon = decoded.indexOf(':')
  // A user name and a password, both present.
  if (colon < 1 || colon === decoded.length - 1) return null
  return `Basic ${token}`
}
