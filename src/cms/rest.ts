import { CmsError } from './errors'
import { cmsFetch, type CmsConfig } from './transport'

/** Reads a service's lottie animation JSON (`json-file/{id}`). */
export async function fetchLottie(cfg: CmsConfig, id: number): Promise<unknown> {
  const res = await cmsFetch(cfg, `/wp-json/custom/v1/json-file/${encodeURIComponent(String(id))}`)
  if (!res.ok) throw new CmsError(`json-file/${id}: HTTP ${res.status}`, res.status)
  try {
    return (await res.json()) as unknown
  } catch {
    throw new CmsError(`json-file/${id}: body is not JSON`)
  }
}

/** Streams a media file from the content service (images and videos are served same-origin). */
export function fetchMedia(cfg: CmsConfig, path: string): Promise<Response> {
  return cmsFetch(cfg, path)
}
