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

/** A CF7 multipart submission. */
export function feedback(
  formId: number | string,
  fields: Record<string, string | File>,
  unitTag = `2026-11-23_${formId}`,
) {
  const body = new FormData()
  if (unitTag) body.set('_wpcf7_unit_tag', unitTag)
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  return SELF.fetch(`${ORIGIN}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, {
    method: 'POST',
    body,
  })
}

export function operator(path: string, init: RequestInit = {}) {
  return SELF.fetch(`${ORIGIN}/wp-json/embedded/v1${path}`, {
    ...init,
    headers: { authorization: AUTH, 'content-type': 'application/json', ...(init.headers ?? {}) },
  })
}
