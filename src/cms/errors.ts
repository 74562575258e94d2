/** The one message the site shows and logs for any failed CMS call (spec section 7). */
const CMS_FAILURE_MESSAGE = 'Failed to fetch API'

/** Why a CMS call failed, for the logs. */
export type CmsFailureCause =
  /** No answer within the operation's timeout. */
  | 'timeout'
  /** The connection failed. */
  | 'network'
  /** A non-2xx status. */
  | 'http'
  /** A 2xx body that is not what the call expects (not JSON, not a GraphQL response). */
  | 'body'
  /** GraphQL `errors`: a validation error (unknown field, renamed plugin field) or a resolver error. */
  | 'graphql'
  /** The data does not match the site's schema of it. */
  | 'schema'

/** A CMS call that failed: network, timeout, non-2xx, GraphQL `errors` or an unexpected shape. */
export class CmsError extends Error {
  constructor(
    /** `<operation>: <cause in words>`, e.g. `PageByUri: timeout after 6000 ms`. */
    readonly detail: string,
    readonly status?: number,
    readonly reason: CmsFailureCause = 'http',
  ) {
    super(CMS_FAILURE_MESSAGE)
    this.name = 'CmsError'
  }
}

/** One line for the logs: the spec's message plus the operation and its cause when known. */
export function describeFailure(err: unknown): string {
  if (err instanceof CmsError) return `${err.message}: ${err.detail}`
  return err instanceof Error ? err.message : String(err)
}

/**
 * Whether a failure is an outage (no answer, a network error, a 5xx): the cache may serve its last
 * good copy. Anything else (a GraphQL validation error, a 4xx, an answer of the wrong shape) is
 * WordPress saying no: a copy from before would show content this WordPress cannot give.
 */
export function isOutage(err: unknown): boolean {
  if (!(err instanceof CmsError)) return false
  if (err.reason === 'timeout' || err.reason === 'network') return true
  return err.reason === 'http' && (err.status === undefined || err.status >= 500)
}

/**
 * Loads data a plugin adds (Yoast's SEO head, an ACF field): a failure leaves that part out (the
 * fallback), with a log line naming the operation and its cause, and never decides whether the page
 * exists. A timeout or an outage still fails the whole load, so that a cache keeps its last good copy.
 */
export async function loadOptional<T>(
  load: () => Promise<T>,
  fallback: T,
  log: (message: string) => void,
  what = 'optional data',
): Promise<T> {
  try {
    return await load()
  } catch (err) {
    if (!(err instanceof CmsError) || (err.reason !== 'graphql' && err.reason !== 'schema')) {
      throw err
    }
    log(`[cms] ${what} left out: ${describeFailure(err)}`)
    return fallback
  }
}
