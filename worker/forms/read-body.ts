import { MESSAGES } from '../../src/forms/messages'
import { readCapped } from '../read-capped'

/** The body of a form post: its text fields (first value of each name) and its uploaded files. */
interface PostedForm {
  fields: Record<string, string>
  /** Every text value of each name, in order (a checkbox group posts one name several times). */
  lists: Record<string, string[]>
  /** Files posted under the attachment name `cv` (a plain form sends an empty part when none is chosen). */
  files: File[]
}

type BodyRead =
  { ok: true; form: PostedForm } | { ok: false; status: 400 | 413 | 415; message: string }

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded']
const MAX_ENTRIES = 40
const MAX_NAME = 64

/**
 * Parses a form post: only multipart or urlencoded bodies (415 otherwise), never more than
 * `maxBytes` (413, checked before parsing), at most a few dozen short-named entries (400).
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<BodyRead> {
  // The multipart boundary is case-sensitive: only the media type is compared in lower case.
  const type = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.some((t) => type.toLowerCase().startsWith(t))) {
    return { ok: false, status: 415, message: MESSAGES.unsupportedBody }
  }
  const declared = Number(request.headers.get('content-length'))
  const bytes =
    Number.isFinite(declared) && declared > maxBytes
      ? null
      : await readCapped(request.body, maxBytes)
  if (!bytes) return { ok: false, status: 413, message: MESSAGES.bodyTooLarge }
  let data: FormData
  try {
    data = await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    return { ok: false, status: 400, message: MESSAGES.unreadableBody }
  }
  const fields: Record<string, string> = {}
  // A Map: a posted name such as `__proto__` is only a name.
  const lists = new Map<string, string[]>()
  const files: File[] = []
  let entries = 0
  for (const [name, value] of data.entries()) {
    if (++entries > MAX_ENTRIES || name.length > MAX_NAME) {
      return { ok: false, status: 400, message: MESSAGES.unreadableBody }
    }
    if (typeof value === 'string') {
      if (!Object.hasOwn(fields, name)) fields[name] = value
      lists.set(name, [...(lists.get(name) ?? []), value])
    } else if (name === 'cv' && (value.name !== '' || value.size > 0)) {
      files.push(value)
    }
  }
  return { ok: true, form: { fields, lists: Object.fromEntries(lists), files } }
}
