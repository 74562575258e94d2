/**
 * A text's length the way the browser's `maxlength` and Contact Form 7 count it: UTF-16 code
 * units, a line break as one. The wire carries a textarea's line breaks as CRLF; the browser's
 * counter and CF7 (`wpcf7_count_code_units`) both count each as a single character.
 */
export function countCodeUnits(text: string): number {
  return text.replaceAll('\r\n', '\n').length
}

/** Line and paragraph separators: line breaks outside the control characters. */
const SEPARATORS = new Set(['\u2028', '\u2029'])

/** True when a value fits on one line: no line break, nor any other control character. */
export function isSingleLine(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || SEPARATORS.has(char)) return false
  }
  return true
}

/** The longest email address (RFC 5321's path limit), the browser's `maxlength` included. */
export const EMAIL_MAX = 254

/**
 * Characters an address's local part may use: those WordPress's is_email() takes (ASCII letters,
 * digits and ``!#$%&'*+/=?^_`{|}~.-``), which Contact Form 7 checks addresses with.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/
/** A domain label: ASCII letters, digits and inner hyphens (is_email() takes no other). */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
/** A top-level domain: two or more letters, or an internationalised one (`xn--…`). */
const TOP_LEVEL = /^(?:[A-Za-z]{2,}|xn--[a-z0-9-]+)$/i

/**
 * A standard email address, checked the same way in the browser and at the edge: a local part
 * with no leading, trailing or consecutive dots, `@`, and a domain of two or more labels that
 * neither start nor end with a hyphen, ending in a real top-level domain. ASCII only, as CF7
 * checks it (WordPress's is_email()): an address the edge passed and CF7 refused would cost the
 * visitor a captcha. Browsers send an internationalised domain in its `xn--` form.
 */
export function isEmailAddress(value: string): boolean {
  if (countCodeUnits(value) > EMAIL_MAX) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (at < 1 || countCodeUnits(local) > 64 || !LOCAL_PART.test(local)) return false
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  const labels = domain.split('.')
  const top = labels.at(-1) ?? ''
  return (
    labels.length >= 2 &&
    labels.every((label) => countCodeUnits(label) <= 63 && DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(top)
  )
}
