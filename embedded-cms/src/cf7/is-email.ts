/** The characters WordPress's is_email() takes in a local part (ASCII only). */
const LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/
/** A domain label as is_email() takes it: ASCII letters, digits and hyphens. */
const LABEL = /^[a-z0-9-]+$/i
/** What PHP's trim() strips by default. */
const PHP_SPACE = ' \t\n\r\0\x0B'

const trimmed = (value: string, chars: string) => {
  let start = 0
  let end = value.length
  while (start < end && chars.includes(value[start] ?? '')) start++
  while (end > start && chars.includes(value[end - 1] ?? '')) end--
  return value.slice(start, end)
}

/**
 * An address as WordPress's is_email() checks it, which CF7's email rule uses
 * (`wpcf7_is_email`): at least 6 bytes, an `@` after the first character, an ASCII local part,
 * and a domain of two or more ASCII labels with no empty label and no hyphen at either end. It
 * "does not grok i18n domains": `zoë@exämple.de` is refused, `zoe@xn--exmple-cua.de` passes.
 */
export function isWpEmail(email: string): boolean {
  if (new TextEncoder().encode(email).length < 6 || email.indexOf('@', 1) === -1) return false
  const at = email.indexOf('@')
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  if (!LOCAL.test(local)) return false
  if (/\.{2,}/.test(domain) || trimmed(domain, `${PHP_SPACE}.`) !== domain) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  return labels.every((label) => trimmed(label, `${PHP_SPACE}-`) === label && LABEL.test(label))
}
