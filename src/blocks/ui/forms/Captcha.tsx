import { useState } from 'react'

type State = 'idle' | 'solving' | 'solved' | 'failed'

/**
 * The ALTCHA proof-of-work check: the browser solves a challenge from the edge and puts the proof in
 * the `captcha` field. 'Verify' shows until it is solved.
 */
export function Captcha({
  error,
  onSolved,
}: {
  error?: string
  onSolved?: (payload: string) => void
}) {
  const [state, setState] = useState<State>('idle')
  const [payload, setPayload] = useState('')
  const solve = async () => {
    setState('solving')
    try {
      const [{ solveChallenge }, { deriveKey }] = await Promise.all([
        import('altcha-lib'),
        import('altcha-lib/algorithms/web/sha'),
      ])
      const res = await fetch('/api/captcha/challenge', { headers: { accept: 'application/json' } })
      const challenge = (await res.json()) as Parameters<typeof solveChallenge>[0]['challenge']
      const solution = await solveChallenge({ challenge, deriveKey })
      if (!solution) throw new Error('no solution')
      const value = btoa(JSON.stringify({ challenge, solution }))
      setPayload(value)
      setState('solved')
      onSolved?.(value)
    } catch {
      setState('failed')
    }
  }
  return (
    <div className="captcha field">
      <input type="hidden" name="captcha" value={payload} />
      <button
        type="button"
        className="captcha-box"
        onClick={() => void solve()}
        disabled={state === 'solving' || state === 'solved'}
        aria-describedby={error ? 'captcha-error' : undefined}
      >
        <span className={`captcha-check captcha-${state}`} aria-hidden="true" />
        {state === 'solved'
          ? 'Verified: you are human'
          : state === 'solving'
            ? 'Verifying…'
            : "I'm not a robot"}
      </button>
      {error && state !== 'solved' && (
        <span className="field-error" id="captcha-error">
          {error}
        </span>
      )}
      <noscript>
        <span className="field-hint">
          The check needs JavaScript; without it, email us instead.
        </span>
      </noscript>
    </div>
  )
}
