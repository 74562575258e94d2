import { SELF } from 'cloudflare:test'

export const ORIGIN = 'http://cms.internal'
export const AUTH = `Basic ${btoa('demo:demo-application-password')}`

/** POSTs a GraphQL query (with the credential unless `anonymous`) and returns status and JSON body. */
export async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  { anonymous = false } = {},
) {
  const res = await SELF.fetch(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(anonymous ? {} : { authorization: AUTH }),
    },
    body: JSON.stringify({ query, variables }),
  })
  return { status: res.status, body: (await res.json()) as GqlBody }
}

export interface GqlBody {
  data?: Record<string, unknown> | null
  errors?: { message: string }[]
  extensions?: { debug: unknown[] }
}

/** A User-Agent CF7 accepts (it marks one under 2 characters as spam). */
export const USER_AGENT = 'embedded-cms-tests/1.0'

/** A CF7 multipart submission, sent with `userAgent` (none when null). */
export function feedback(
  formId: number | string,
  /** A list is posted as PHP's array syntax (`topics[]`), as CF7's checkbox group posts it. */
  fields: Record<string, string | File | string[]>,
  unitTag = `2026-11-23_${formId}`,
  userAgent: string | null = USER_AGENT,
) {
  const body = new FormData()
  if (unitTag) body.set('_wpcf7_unit_tag', unitTag)
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const item of v) body.append(`${k}[]`, item)
    else body.set(k, v)
  }
  return SELF.fetch(`${ORIGIN}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, {
    method: 'POST',
    body,
    headers: userAgent === null ? {} : { 'user-agent': userAgent },
  })
}

export function operator(path: string, init: RequestInit = {}) {
  return SELF.fetch(`${ORIGIN}/wp-json/embedded/v1${path}`, {
    ...init,
    headers: { authorization: AUTH, 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
}
