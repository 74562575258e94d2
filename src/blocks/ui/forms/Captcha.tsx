import { useEffect, useRef, useState } from 'react'
import { altchaPayload, isAltchaChallenge, solveAltcha } from './solve-altcha'
import { loadTurnstile } from './turnstile'

type State = 'idle' | 'solving' | 'solved' | 'failed' | 'turnstile'

const LABELS: Record<State, string> = {
  idle: "I'm not a robot",
  solving: 'Verifying…',
  solved: 'Verified: you are human',
  failed: 'Verification failed, try again',
  turnstile: 'Complete the check below',
}

interface CaptchaProps {
  /** Prefix of the element ids of this form. */
  uid: string
  error?: string
  /** Called with the token once the check passes ('Verify' is then cleared). */
  onSolved: (token: string) => void
}

/**
 * The captcha of a form. With ALTCHA (the default) the browser solves a proof-of-work challenge from
 * `/api/captcha/challenge` with Web Crypto; with Turnstile (when the edge answers with a site key)
 * Cloudflare's widget runs. Either way the token lands in the hidden `captcha` field. The form
 * remounts this component after each submission: a token passes the edge once.
 */
export function Captcha({ uid, error, onSolved }: CaptchaProps) {
  const [state, setState] = useState<State>('idle')
  const [token, setToken] = useState('')
  const turnstileBox = useRef<HTMLDivElement>(null)
  const abort = useRef<AbortController | null>(null)
  const errorId = `${uid}-captcha-error`

  useEffect(() => () => abort.current?.abort(), [])

  const solved = (value: string) => {
    setToken(value)
    setState('solved')
    onSolved(value)
  }

  const startTurnstile = async (siteKey: string) => {
    const api = await loadTurnstile()
    const box = turnstileBox.current
    if (!box) return
    setState('turnstile')
    api.render(box, {
      sitekey: siteKey,
      callback: solved,
      'error-callback': () => setState('failed'),
      'expired-callback': () => {
        setToken('')
        setState('turnstile')
      },
    })
  }

  const verify = async () => {
    if (state === 'solving' || state === 'solved' || state === 'turnstile') return
    setState('solving')
    abort.current = new AbortController()
    try {
      const res = await fetch('/api/captcha/challenge', {
        headers: { accept: 'application/json' },
        signal: abort.current.signal,
      })
      const challenge: unknown = await res.json()
      if (!res.ok) throw new Error(`challenge ${res.status}`)
      if (typeof challenge === 'object' && challenge !== null && 'siteKey' in challenge) {
        await startTurnstile(String(challenge.siteKey))
        return
      }
      if (!isAltchaChallenge(challenge)) throw new Error('not a challenge')
      const solution = await solveAltcha(challenge, abort.current.signal)
      if (!solution) throw new Error('no solution')
      solved(altchaPayload(challenge, solution))
    } catch {
      if (!abort.current.signal.aborted) setState('failed')
    }
  }

  const shownError = state === 'solved' ? undefined : error
  return (
    <div className="field field-captcha">
      <input type="hidden" name="captcha" value={token} />
      <button
        type="button"
        className={`captcha-box captcha-${state}`}
        onClick={() => void verify()}
        aria-disabled={state === 'solving' || state === 'solved' ? true : undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
      >
        <span className="captcha-check" aria-hidden="true" />
        <span>{LABELS[state]}</span>
      </button>
      <div ref={turnstileBox} className="captcha-turnstile" />
      <p className="field-error" id={errorId}>
        {shownError}
      </p>
      <span className="sr-only" role="status">
        {state === 'solving' ? 'Verifying' : state === 'solved' ? 'Verified' : ''}
      </span>
    </div>
  )
}
