import type { Context } from 'hono'
import type { RedirectStatusCode } from 'hono/utils/http-status'
import { isSitePath } from '../src/blocks/ui/links'

/**
 * A redirect that can only stay on this site: the target must be a path with one leading slash
 * that a browser resolves to this origin (`//host`, `/\host` and `/<tab>/host` do not). Null when
 * it is not; the caller answers otherwise (usually 404).
 */
export function redirectWithinSite(
  c: Context,
  target: string,
  status: RedirectStatusCode,
): Response | null {
  if (!/^\/(?![/\\])/.test(target) || !isSitePath(target)) return null
  return c.redirect(target, status)
}
