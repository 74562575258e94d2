import type { CmsEnv } from './env'
import { comparablePassword, findAccount } from './users/accounts'
import type { WpUser } from './users/roles'

export type AuthResult =
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: WpUser }
  | { status: 'invalid-user' | 'invalid-password' }

const ANONYMOUS: AuthResult = { status: 'anonymous' }

/**
 * Like WordPress with application passwords: no Authorization header is an anonymous request; a
 * Basic header must name a real user with one of their application passwords. What a failure
 * means depends on the route: the REST API refuses it (401), WPGraphQL goes on anonymously.
 */
export function checkAuth(header: string | null, env: CmsEnv): AuthResult {
  if (!header) return ANONYMOUS
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim())
  if (!match?.[1]) return { status: 'invalid-user' }
  let decoded: string
  try {
    // PHP_AUTH_USER and PHP_AUTH_PW are the UTF-8 text of the header.
    decoded = new TextDecoder().decode(Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0)))
  } catch {
    return { status: 'invalid-user' }
  }
  const colon = decoded.indexOf(':')
  if (colon < 0) return { status: 'invalid-user' }
  const account = findAccount(env, decoded.slice(0, colon))
  if (!account) return { status: 'invalid-user' }
  const given = comparablePassword(decoded.slice(colon + 1))
  return given !== '' && given === comparablePassword(account.applicationPassword)
    ? { status: 'authenticated', user: account.user }
    : { status: 'invalid-password' }
}

/** The 401 the WordPress REST API sends for a bad credential (`rest_application_password_check_errors`). */
export function authErrorResponse(result: AuthResult): Response | null {
  if (result.status === 'invalid-user') {
    return Response.json(
      {
        code: 'invalid_username',
        message: 'Unknown username. Check again or try your email address.',
        data: { status: 401 },
      },
      { status: 401 },
    )
  }
  if (result.status === 'invalid-password') {
    return Response.json(
      {
        code: 'incorrect_password',
        message: 'The provided password is an invalid application password.',
        data: { status: 401 },
      },
      { status: 401 },
    )
  }
  return null
}
