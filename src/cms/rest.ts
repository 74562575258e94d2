import { CmsError } from './errors'
import { cmsFetch, cmsRead, type CmsConfig } from './transport'

/**
 * A REST read whose answer the content cache keeps, named to it as GraphQL loaders name their
 * queries (ContentCache.get's `documents`). Its text is the request (`{id}` where the id goes) and
 * `stores`, the version of what its answer is turned into: a deploy that changes either never reads
 * the copies an earlier build kept, fresh or in an outage; one that changes neither keeps them.
 * Change `stores` with any change to what is kept (a field read, parsed or dropped).
 */
export function restRead(path: string, stores: string) {
  const route = `GET ${path}`
  return {
    route,
    query: `${route} → ${stores}`,
    path: (id = '') => path.replace('{id}', encodeURIComponent(id)),
  }
}

/** A service's lottie animation, kept as WordPress answers it. */
export const LOTTIE_READ = restRead('/wp-json/custom/v1/json-file/{id}', 'the body as is')

/** Reads a service's lottie animation JSON (`json-file/{id}`). */
export async function fetchLottie(cfg: CmsConfig, id: number): Promise<unknown> {
  const operation = `json-file/${id}`
  const res = await cmsRead(
    cfg,
    LOTTIE_READ.path(String(id)),
    {},
    { operation, kind: 'item', credential: true },
  )
  if (!res.ok) throw new CmsError(`${operation}: HTTP ${res.status}`, res.status, 'http')
  try {
    return JSON.parse(res.text) as unknown
  } catch {
    throw new CmsError(`${operation}: body is not JSON`, res.status, 'body')
  }
}

/** Request headers a media request forwards: byte ranges and revalidation. */
const MEDIA_REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since']

/**
 * Streams a media file from the content service (images and videos are served same-origin),
 * forwarding the visitor's Range and conditional headers. Uploads are public: no credential.
 */
export function fetchMedia(cfg: CmsConfig, path: string, from?: Headers): Promise<Response> {
  const headers = new Headers()
  for (const name of MEDIA_REQUEST_HEADERS) {
    const value = from?.get(name)
    if (value) headers.set(name, value)
  }
  return cmsFetch(
    cfg,
    path,
    { headers },
    { operation: `media ${path}`, kind: 'item', credential: false },
  )
}
