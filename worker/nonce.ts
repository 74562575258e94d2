const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const NONCE_BYTES = 16
/** Nonces drawn per call to the random source: one call per so many responses, not per response. */
const NONCES_PER_DRAW = 256

let pool = new Uint8Array(0)
let next = 0

/**
 * A fresh nonce for one response's policy: 16 random bytes in base64 (24 characters), as
 * `btoa` writes them. The bytes come from one draw of many nonces', each used once.
 */
export function newNonce(): string {
  if (next === pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * NONCES_PER_DRAW))
    next = 0
  }
  const at = next
  next += NONCE_BYTES
  const byte = (i: number) => pool[i] ?? 0
  const char = (sextet: number) => BASE64.charAt(sextet)
  let out = ''
  // Five groups of three bytes, four characters each, then the last byte and its padding.
  for (let i = at; i < at + 15; i += 3) {
    const n = (byte(i) << 16) | (byte(i + 1) << 8) | byte(i + 2)
    out += char(n >> 18) + char((n >> 12) & 63) + char((n >> 6) & 63) + char(n & 63)
  }
  const last = byte(at + 15)
  return `${out}${char(last >> 2)}${char((last & 3) << 4)}==`
}
