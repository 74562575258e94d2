import { devVar } from './dev-vars'

/**
 * Purges the site's caches, as the WordPress plugin does after an edit. The token is read from the
 * local `.dev.vars` on each call: the first start of the site creates that file.
 */
export async function purgeCache(
  base: string,
  body: { all: true } | { paths: string[] },
): Promise<void> {
  const token = devVar('PURGE_TOKEN')
  const res = await fetch(`${base}/__cache/purge`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`purging the caches (${JSON.stringify(body)}) failed: ${res.status}`)
}
