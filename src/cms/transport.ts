import { CmsError } from './errors'

/** How the site reaches the content service: a service binding when present, else the network. */
export interface CmsConfig {
  /** Origin of the content service, e.g. https://cms.example.com (no trailing slash). */
  baseUrl: string
  /** Full Authorization header value (`Basic ...`); server-side only. */
  auth?: string
  /** Service binding to the embedded content service. */
  binding?: Fetcher
  timeoutMs: number
}

/** Sends one request to the content service with the credential and a timeout. */
export async function cmsFetch(
  cfg: CmsConfig,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers)
  if (cfg.auth) headers.set('authorization', cfg.auth)
  // CF7 marks a request without a User-Agent as spam; every call names the site.
  if (!headers.has('user-agent')) headers.set('user-agent', 'company-site-edge/1.0')
  const url = cfg.baseUrl.replace(/\/+$/, '') + path
  const request = new Request(url, { ...init, headers, signal: AbortSignal.timeout(cfg.timeoutMs) })
  try {
    return await (cfg.binding ? cfg.binding.fetch(request) : fetch(request))
  } catch (err) {
    const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
    throw new CmsError(`${init.method ?? 'GET'} ${path}: ${reason}`)
  }
}
