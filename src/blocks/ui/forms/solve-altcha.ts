/**
 * An ALTCHA v2 challenge as `/api/captcha/challenge` issues it. Only what solving needs is typed; the
 * object goes back to the edge whole, with every signed parameter.
 */
interface AltchaChallenge {
  parameters: {
    algorithm: string
    nonce: string
    salt: string
    cost: number
    keyLength?: number
    keyPrefix: string
  }
  signature?: string
}

interface AltchaSolution {
  counter: number
  derivedKey: string
  time: number
}

const ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512']
const MAX_COUNTER = 5_000_000
/** Give the page a frame now and then while hashing. */
const YIELD_EVERY = 1_000

export function isAltchaChallenge(value: unknown): value is AltchaChallenge {
  if (typeof value !== 'object' || value === null || !('parameters' in value)) return false
  const p = value.parameters
  return (
    typeof p === 'object' &&
    p !== null &&
    'nonce' in p &&
    typeof p.nonce === 'string' &&
    'salt' in p &&
    typeof p.salt === 'string' &&
    'keyPrefix' in p &&
    typeof p.keyPrefix === 'string' &&
    'algorithm' in p &&
    typeof p.algorithm === 'string'
  )
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = ''
  for (const b of bytes) hex += b.toString(16).padStart(2, '0')
  return hex
}

/**
 * Finds the counter whose key, SHA over `salt ‖ nonce ‖ counter (uint32, big-endian)` repeated
 * `cost` times, starts with the challenge's prefix: the proof of work the edge verifies.
 * Returns null when aborted or when no counter up to the limit fits.
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<AltchaSolution | null> {
  const { algorithm, nonce, salt, keyPrefix } = challenge.parameters
  if (!ALGORITHMS.includes(algorithm)) throw new Error(`unsupported algorithm ${algorithm}`)
  const keyLength = challenge.parameters.keyLength ?? 32
  const rounds = Math.max(1, challenge.parameters.cost)
  const prefix = keyPrefix.toLowerCase()
  const saltBytes = hexToBytes(salt)
  const nonceBytes = hexToBytes(nonce)
  const input = new Uint8Array(saltBytes.length + nonceBytes.length + 4)
  input.set(saltBytes, 0)
  input.set(nonceBytes, saltBytes.length)
  const view = new DataView(input.buffer)
  const started = performance.now()
  for (let counter = 0; counter <= MAX_COUNTER; counter++) {
    if (signal?.aborted) return null
    view.setUint32(saltBytes.length + nonceBytes.length, counter, false)
    let key = new Uint8Array(await crypto.subtle.digest(algorithm, input))
    for (let i = 1; i < rounds; i++)
      key = new Uint8Array(await crypto.subtle.digest(algorithm, key))
    const hex = bytesToHex(key.subarray(0, keyLength))
    if (hex.startsWith(prefix)) {
      return { counter, derivedKey: hex, time: Math.round(performance.now() - started) }
    }
    if (counter % YIELD_EVERY === YIELD_EVERY - 1) {
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  }
  return null
}

/** The value of the form's `captcha` field: base64 JSON `{ challenge, solution }`. */
export function altchaPayload(challenge: AltchaChallenge, solution: AltchaSolution): string {
  return btoa(JSON.stringify({ challenge, solution }))
}
