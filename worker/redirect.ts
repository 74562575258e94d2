import { isSitePath } from '../src/blocks/ui/links'

/**
 * Whether a redirect to `target` can only stay on this site: a path with one leading slash that a
 * browser resolves to this origin (`//host`, `/\host` and `/<tab>/host` do not). Judge the path as
 * the router read it (decoded), so that `/%5chost` counts as the `/\host` it means.
 */
export function staysOnSite(target: string): boolean {
  return /^\/(?![/\\])/.test(target) && isSitePath(target)
}
