import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import * as z from 'zod/mini'

const ALGORITHM = 'SHA-256'
/** How long a challenge can be solved and used. */
const CHALLENGE_TTL_S = 10 * 60
/** The solution counter is picked in this range: up to ~40k SHA-256 rounds in the browser (< 1 s). */
const COUNTER_MIN = 5_000
const COUNTER_MAX = 40_000

/** A signed proof-of-work challenge (ALTCHA v2, deterministic mode) for the browser to solve. */
export function altchaChallenge(hmacKey: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_S,
  })
}

/** The shape of the payload; parameters stay exactly as signed (never stripped or re-ordered). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().check(z.maxLength(128)),
      salt: z.string().check(z.maxLength(128)),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().check(z.maxLength(128)),
      expiresAt: z.number(),
    }),
    signature: z.string().check(z.maxLength(256)),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string().check(z.maxLength(256)) }),
})

type AltchaCheck = { ok: true; signature: string; expiresAt: number } | { ok: false }

function decodePayload(token: string): unknown {
  try {
    return JSON.parse(atob(token))
  } catch {
    return null
  }
}

/**
 * Verifies the base64 JSON payload `{ challenge, solution }` the widget put in the captcha field:
 * our signature, not expired, and the proof of work. Single use is the caller's job (by signature).
 */
export async function verifyAltcha(token: string, hmacKey: string): Promise<AltchaCheck> {
  const parsed = payloadSchema.safeParse(decodePayload(token))
  if (!parsed.success) return { ok: false }
  // `loose()` keeps every signed parameter, so the signature is checked over what was issued.
  const { challenge, solution } = parsed.data
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
    })
    if (!result.verified) return { ok: false }
    return {
      ok: true,
      signature: parsed.data.challenge.signature,
      expiresAt: parsed.data.challenge.parameters.expiresAt,
    }
  } catch {
    return { ok: false }
  }
}
