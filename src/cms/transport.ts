import { CmsError, type CmsFailureCause } from './errors'
import { cmsUserAgent } from './user-agent'

/** How long a call may take, by kind of call (milliseconds). */
export interface CmsTimeouts {
  /** One post or page with its blocks, a REST read, a media file's headers. */
  item: number
  /** One 100-item page of a list (seen: 1.2 s median, 5.7 s worst on a small WordPress). */
  list: number
  /** A form post (Contact Form 7 sends mail before it answers; an attachment may be 5 MB). */
  post: number
}

export const DEFAULT_TIMEOUTS: CmsTimeouts = { item: 8000, list: 15000, post: 20000 }

/** Sent when the deployment names no User-Agent: CF7 marks a submission without one as spam. */
const DEFAULT_USER_AGENT = cmsUserAgent()

/** How the site reaches the content service: a service binding when present, else the network. */
export interface CmsConfig {
  /** Origin of the content service, e.g. https://cms.example.com (no trailing slash). */
  baseUrl: string
  /** Full Authorization header value (`Basic ...`); server-side only. */
  auth?: string
  /** Service binding to the embedded content service (a Workers `Fetcher`). */
  binding?: { fetch(request: Request): Promise<Response> }
  /** The site's User-Agent on every call, e.g. `edge-company-site/1.2.0 (+https://www.example.com/)`. */
  userAgent?: string
  timeouts?: Partial<CmsTimeouts>
  /**
   * Send the credential with content queries too. Off by default: with an administrator's credential
   * WPGraphQL also resolves drafts, private and scheduled posts. Only for an endpoint that refuses
   * anonymous callers (the site still serves `publish` items only).
   */
  authenticatedContent?: boolean
}

/** What a call is, for its timeout, retry, credential and log lines. */
interface CmsCall {
  /** Named in every log line, e.g. `PageByUri`, `json-file/9100`. */
  operation: string
  /** Timeout class. Reads (`item`, `list`) are retried once on a timeout, network error or 5xx; posts never. */
  kind: keyof CmsTimeouts
  /** Send the Basic credential. */
  credential: boolean
}

const timeoutOf = (cfg: CmsConfig, kind: keyof CmsTimeouts) =>
  cfg.timeouts?.[kind] ?? DEFAULT_TIMEOUTS[kind]

class Timeout extends Error {
  constructor(readonly ms: number) {
    super(`timeout after ${ms} ms`)
  }
}

function buildRequest(
  cfg: CmsConfig,
  path: string,
  init: RequestInit,
  call: CmsCall,
  signal: AbortSignal,
) {
  const headers = new Headers(init.headers)
  headers.delete('authorization')
  if (call.credential && cfg.auth) headers.set('authorization', cfg.auth)
  // CF7 treats a User-Agent shorter than 2 characters as a spam bot.
  if ((headers.get('user-agent') ?? '').length < 2) {
    headers.set('user-agent', cfg.userAgent || DEFAULT_USER_AGENT)
  }
  const url = cfg.baseUrl.replace(/\/+$/, '') + path
  return new Request(url, { ...init, headers, signal })
}

/** A call to make: where, what, and how to read the answer (`consume`) within the timeout. */
interface Exchange<T> {
  cfg: CmsConfig
  path: string
  init: RequestInit
  call: CmsCall
  consume: (res: Response) => Promise<T>
}

/**
 * `work`, or a rejection with `reason()` once `signal` aborts (an answer whose body stalls is given
 * up with its request). The work itself goes on: a promise cannot be cancelled.
 */
export function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal,
  reason: () => unknown = () => signal.reason,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(reason())
    if (signal.aborted) abort()
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * One attempt: the request and `consume` (reading what the caller needs) within the timeout.
 * Resolves with what `consume` returns; rejects with Timeout or the network error.
 */
async function attempt<T>({ cfg, path, init, call, consume }: Exchange<T>): Promise<T> {
  const ms = timeoutOf(cfg, call.kind)
  const signal = AbortSignal.timeout(ms)
  try {
    const request = buildRequest(cfg, path, init, call, signal)
    return await untilAborted(
      (async () => consume(await (cfg.binding ? cfg.binding.fetch(request) : fetch(request))))(),
      signal,
    )
  } catch (err) {
    // The timeout's own reason, or whatever the aborted fetch rejected with meanwhile.
    if (signal.aborted) throw new Timeout(ms)
    throw err
  }
}

const describe = (err: unknown): { cause: CmsFailureCause; text: string } =>
  err instanceof Timeout
    ? { cause: 'timeout', text: err.message }
    : {
        cause: 'network',
        text: `network error: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`,
      }

/** A response read to the end: status, headers and text. */
interface CmsReply {
  status: number
  ok: boolean
  headers: Headers
  text: string
}

/**
 * Runs a call with its timeout; a read is retried once after a timeout, a network error or a 5xx.
 * `consume` reads the response inside the timeout. Failures throw CmsError naming the operation.
 */
async function run<T extends { status: number }>(exchange: Exchange<T>): Promise<T> {
  const { call } = exchange
  const attempts = call.kind === 'post' ? 1 : 2
  for (let n = 1; ; n++) {
    let failure: { cause: CmsFailureCause; text: string }
    try {
      const result = await attempt(exchange)
      if (result.status < 500 || n >= attempts) return result
      if (result instanceof Response) await result.body?.cancel()
      failure = { cause: 'http', text: `HTTP ${result.status}` }
    } catch (err) {
      failure = describe(err)
      if (n >= attempts) {
        throw new CmsError(`${call.operation}: ${failure.text}`, undefined, failure.cause)
      }
    }
    console.warn(`[cms] ${call.operation}: ${failure.text}; retrying once`)
  }
}

/** Reads a response to the end within the call's timeout (GraphQL, REST JSON). */
export function cmsRead(
  cfg: CmsConfig,
  path: string,
  init: RequestInit,
  call: CmsCall,
): Promise<CmsReply> {
  return run({
    cfg,
    path,
    init,
    call,
    consume: async (res) => ({
      status: res.status,
      ok: res.ok,
      headers: res.headers,
      text: await res.text(),
    }),
  })
}

/**
 * Sends one request and returns the response as soon as its headers arrive (media streams, form
 * posts): the timeout covers the wait for the headers, not the body. Without `call` it is a form
 * post: the credential, the post timeout, no retry.
 */
export async function cmsFetch(
  cfg: CmsConfig,
  path: string,
  init: RequestInit = {},
  call: Partial<CmsCall> = {},
): Promise<Response> {
  const full: CmsCall = {
    operation: call.operation ?? `${init.method ?? 'GET'} ${path.split('?')[0]}`,
    kind: call.kind ?? 'post',
    credential: call.credential ?? true,
  }
  return run({ cfg, path, init, call: full, consume: async (res) => res })
}
