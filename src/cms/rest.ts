import { CmsError } from './errors'
import { cmsFetch, cmsRead, type CmsConfig } from './transport'

/** Reads a service's lottie animation JSON (`json-file/{id}`). */
export async function fetchLottie(cfg: CmsConfig, id: number): Promise<unknown> {
  const operation = `json-file/${id}`
  const res = await cmsRead(
    cfg,
    `/wp-json/custom/v1/json-file/${encodeURIComponent(String(id))}`,
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
