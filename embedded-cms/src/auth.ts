import type { CmsEnv } from './env'

type AuthResult = 'anonymous' | 'authenticated' | 'invalid-user' | 'invalid-password'

/**
 * Like WordPress with application passwords: no Authorization header is an anonymous request; a
 * Basic header must name a real user with the right password, or the request is refused (401).
 */
export function checkAuth(header: string | null, env: CmsEnv): AuthResult {
  if (!header) return 'anonymous'
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim())
  if (!match?.[1]) return 'invalid-user'
  let decoded: string
  try {
    decoded = atob(match[1])
  } catch {
    return 'invalid-user'
  }
  const colon = decoded.indexOf(':')
  const user = decoded.slice(0, colon)
  const password = decoded.slice(colon + 1)
  if (colon < 0 || user !== env.AUTH_USER) return 'invalid-user'
  // Application passwords are accepted with or without their display spaces.
  return password.replaceAll(' ', '') === env.AUTH_PASSWORD.replaceAll(' ', '')
    ? 'authenticated'
    : 'invalid-password'
}

/** The 401 WordPress sends for a bad credential. */
export function authErrorResponse(result: AuthResult): Response | null {
  if (result === 'invalid-user') {
    return Response.json(
      {
        code: 'invalid_username',
        message: 'Unknown username. Check again or try your email address.',
        data: { status: 401 },
      },
      { status: 401 },
    )
  }
  if (result === 'invalid-password') {
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
