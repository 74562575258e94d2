/** The one message the site shows and logs for any failed CMS call (spec section 7). */
export const CMS_FAILURE_MESSAGE = 'Failed to fetch API'

/** A CMS call that failed: network, timeout, non-2xx, GraphQL `errors` or an unexpected shape. */
export class CmsError extends Error {
  constructor(
    readonly detail: string,
    readonly status?: number,
  ) {
    super(CMS_FAILURE_MESSAGE)
    this.name = 'CmsError'
  }
}
