import * as z from 'zod/mini'
import { CmsError } from '../cms/errors'
import { restRead } from '../cms/rest'
import { cmsRead, type CmsConfig } from '../cms/transport'
import { rulesFromTags, type Cf7Tag, type FormRules } from './rules'

/**
 * A CF7 form's definition (CF7's REST controller; needs a user who may edit it), kept as the
 * FormRules `fetchFormRules` makes of it.
 */
export const FORM_DEFINITION_READ = restRead(
  '/wp-json/contact-form-7/v1/contact-forms/{id}',
  'FormRules v1',
)
export const formDefinitionPath = (id: number) => FORM_DEFINITION_READ.path(String(id))

const strings = z.catch(z.array(z.string()), [])
/** One parsed tag of `properties.form.fields`, as far as the site reads it. */
export const cf7TagSchema = z.object({
  type: z.string(),
  basetype: z.string(),
  name: z.catch(z.string(), ''),
  options: strings,
  values: strings,
  /** What an enclosing tag wraps: an acceptance's text. */
  content: z.catch(z.string(), ''),
})
export const definitionSchema = z.object({
  properties: z.object({
    form: z.object({
      fields: z.array(z.unknown()),
      /** The Form tab's template, where editors label their fields (`<label> Phone [tel phone]`). */
      content: z.catch(z.string(), ''),
    }),
    /** CF7's Messages tab, by key (`invalid_too_short`…); a form without it keeps CF7's defaults. */
    messages: z.catch(z.record(z.string(), z.string()), {}),
  }),
})

/** The Messages tab of a definition body ({} when absent or of another shape). */
export function messagesOfDefinition(body: unknown): Record<string, string> {
  const parsed = definitionSchema.safeParse(body)
  return parsed.success ? parsed.data.properties.messages : {}
}

/** The tags of a definition body; null when it is not CF7's shape. One malformed tag is skipped. */
export function tagsOfDefinition(body: unknown): Cf7Tag[] | null {
  const parsed = definitionSchema.safeParse(body)
  if (!parsed.success) return null
  return parsed.data.properties.form.fields.flatMap((field) => {
    const tag = cf7TagSchema.safeParse(field)
    return tag.success ? [tag.data] : []
  })
}

/** Answers that will not change by asking again: the credential may not read forms, no such form. */
const PERMANENT = [401, 403, 404]

/**
 * Reads a CF7 form's definition with the server-side credential and returns its rules. A refusal
 * (401, 403: a credential that may not edit forms; 404: no such form) or a body of another shape
 * gives null, logged: the form keeps the site's own rules and CF7 stays the judge. A timeout, a
 * network failure or a 5xx is a CmsError (the cache then serves its last good copy).
 */
export async function fetchFormRules(cfg: CmsConfig, id: number): Promise<FormRules | null> {
  const operation = `CF7 form ${id}`
  const res = await cmsRead(
    cfg,
    formDefinitionPath(id),
    { headers: { accept: 'application/json' } },
    { operation, kind: 'item', credential: true },
  )
  if (PERMANENT.includes(res.status)) {
    console.error(
      `[forms] ${operation}: HTTP ${res.status} (${res.text.slice(0, 120)}); its choices and rules are unknown — run npm run cms:check`,
    )
    return null
  }
  if (!res.ok) throw new CmsError(`${operation}: HTTP ${res.status}`, res.status, 'http')
  let body: unknown
  try {
    body = JSON.parse(res.text)
  } catch {
    throw new CmsError(`${operation}: body is not JSON`, res.status, 'body')
  }
  const tags = tagsOfDefinition(body)
  if (!tags) {
    console.error(`[forms] ${operation}: the answer is not a CF7 form definition`)
    return null
  }
  const template = definitionSchema.safeParse(body).data?.properties.form.content ?? ''
  return rulesFromTags(tags, messagesOfDefinition(body), template)
}
