import users from '../../content/users.json'
import type { CmsEnv } from '../env'
import { isRoleName, wpUser, type WpUser } from './roles'

/** A demo account: the user and the application password it signs in with. */
interface Account {
  user: WpUser
  applicationPassword: string
}

/** The database id of the administrator whose credential the site itself is given (`CMS_AUTH`). */
export const ADMINISTRATOR_ID = 1

/** The administrator: the service's own credential (`AUTH_USER`, `AUTH_PASSWORD`). */
export function administrator(login: string): WpUser {
  return wpUser({
    id: ADMINISTRATOR_ID,
    login,
    email: 'wordpress@northwindlabs.dev',
    name: 'Demo Administrator',
    role: 'administrator',
  })
}

/** The other demo users (content/users.json), each with their own application password. */
const DEMO_ACCOUNTS: readonly Account[] = users.map((u) => {
  if (!isRoleName(u.role)) throw new Error(`content/users.json: unknown role ${u.role}`)
  return {
    user: wpUser({ id: u.id, login: u.login, email: u.email, name: u.name, role: u.role }),
    applicationPassword: u.applicationPassword,
  }
})

/** Every account of the demo WordPress: the administrator first. */
export function accounts(env: Pick<CmsEnv, 'AUTH_USER' | 'AUTH_PASSWORD'>): readonly Account[] {
  return [
    { user: administrator(env.AUTH_USER), applicationPassword: env.AUTH_PASSWORD },
    ...DEMO_ACCOUNTS,
  ]
}

/**
 * `wp_authenticate_application_password()`: the user is found by login, or by email when the name
 * is one; the password is compared with everything but letters and digits removed, so the spaces
 * WordPress shows it with do not matter.
 */
export function findAccount(
  env: Pick<CmsEnv, 'AUTH_USER' | 'AUTH_PASSWORD'>,
  name: string,
): Account | null {
  const all = accounts(env)
  return (
    all.find((a) => a.user.login === name) ??
    (name.includes('@') ? all.find((a) => a.user.email === name) : undefined) ??
    null
  )
}

/** The application password as WordPress compares it. */
export const comparablePassword = (password: string): string => password.replace(/[^a-z\d]/gi, '')
