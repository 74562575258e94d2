import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

const ALGORITHM = 'SHA-256'
const EXPIRES_MS = 10 * 60 * 1000

/** A signed proof-of-work challenge (ALTCHA) for the browser to solve. */
export function altchaChallenge(hmacKey: string): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(5_000, 40_000),
    deriveKey,
    hmacSignatureSecret: hmacKey,
    expiresAt: new Date(Date.now() + EXPIRES_MS),
  })
}

/** Verifies the base64 JSON payload `{ challenge, solution }` the widget put in the captcha field. */
export async function verifyAltcha(
  payload: string,
  hmacKey: string,
): Promise<{ ok: boolean; signature?: string }> {
  let parsed: { challenge?: Challenge; solution?: Solution }
  try {
    parsed = JSON.parse(atob(payload)) as typeof parsed
  } catch {
    return { ok: false }
  }
  if (!parsed.challenge || !parsed.solution) return { ok: false }
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
    })
    return { ok: result.verified, signature: parsed.challenge.signature }
  } catch {
    return { ok: false }
  }
}
