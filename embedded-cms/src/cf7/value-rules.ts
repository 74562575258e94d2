/**
 * The value checks of CF7 6.x's SWV rules for the tags beyond plain text (includes/
 * validation-functions.php: `wpcf7_is_tel`, `wpcf7_is_url`, `wpcf7_is_number`, `wpcf7_is_date`;
 * includes/form-tag.php: `get_option()` patterns, `get_date_option()`).
 */
import { optionValue, type FormTag } from './form-tags'

/** `wpcf7_is_tel()`: an extension cut, separators dropped, then 6 to 15 digits (a leading +). */
export function isCf7Tel(text: string): boolean {
  let digits = text.replace(/[#*].*$/s, '').replace(/[()/.*#\s-]+/g, '')
  if (digits.startsWith('+') || digits.startsWith('00')) digits = `+${digits.replace(/^[+0]+/, '')}`
  return /^[+]?[0-9]+$/.test(digits) && digits.length > 5 && digits.length < 16
}

/** `wp_allowed_protocols()`: the schemes WordPress lets through. */
const PROTOCOLS = [
  'http', 'https', 'ftp', 'ftps', 'mailto', 'news', 'irc', 'irc6', 'ircs', 'gopher', 'nntp',
  'feed', 'telnet', 'mms', 'rtsp', 'sms', 'svn', 'tel', 'fax', 'xmpp', 'webcal', 'urn',
] // prettier-ignore

/** `wpcf7_is_url()`: a scheme WordPress allows (`wp_parse_url()`'s, lower case); nothing more. */
export function isCf7Url(text: string): boolean {
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase()
  return !!scheme && PROTOCOLS.includes(scheme)
}

/** `wpcf7_is_number()`: HTML's valid floating-point number (`-1`, `.5`, `2e3`; no `+`, no `1.`). */
export function isCf7Number(text: string): boolean {
  return (
    /^-?[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(text) ||
    /^-?(?:[0-9]+)?\.[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(text)
  )
}

/** `wpcf7_is_date()`: `YYYY-MM-DD` naming a real day (`checkdate()`). */
export function isCf7Date(text: string): boolean {
  const m = /^([0-9]{4,})-([0-9]{2})-([0-9]{2})$/.exec(text)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return month >= 1 && month <= 12 && day >= 1 && day <= last
}

/** `get_option( name, 'signed_num', true )`: `min:-5`, `max:2.5`; null when absent or malformed. */
export function numberOption(tag: FormTag, name: 'min' | 'max'): number | null {
  const value = optionValue(tag, name)
  return value !== null && /^-?(?:[0-9]+|(?:[0-9]+)?\.[0-9]+)$/.test(value) ? Number(value) : null
}

/**
 * `get_date_option()` for absolute dates (`min:2026-01-01`). CF7 also takes what PHP's
 * `date_create()` reads (`min:today`); the model keeps to absolute dates.
 */
export function dateOption(tag: FormTag, name: 'min' | 'max'): string | null {
  const value = optionValue(tag, name)
  return value !== null && isCf7Date(value) ? value : null
}

/** `get_maxlength_option()` with CF7's defaults: 400 for one-line fields, 2000 for a textarea. */
export function maxLengthOf(tag: FormTag): number {
  const value = optionValue(tag, 'maxlength')
  const n = value !== null && /^[0-9]+$/.test(value) ? Number(value) : 0
  return n || (tag.basetype === 'textarea' ? 2000 : 400)
}
