import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../src/forms/messages'
import { OUTCOMES } from '../../../src/forms/outcomes'
import { formResult } from '../../../src/forms/result'
import { mapFeedback } from '../../../worker/forms/cf7-response'
import { isRedirectOutcome, redirectedResult } from '../../../worker/forms/outcomes'

describe('one table of outcomes: status, redirect, kept input', () => {
  it('only the successes are ok, and they are the 200s', () => {
    for (const [outcome, rule] of Object.entries(OUTCOMES)) {
      const ok = formResult(outcome as keyof typeof OUTCOMES, 't', 'm').ok
      expect(ok, outcome).toBe(rule.status === 200)
      if (ok) expect(rule.keepsInput, outcome).toBe(false)
    }
  })

  it('a post without JavaScript is redirected only to fixed texts', () => {
    expect(redirectedResult('sent')).toMatchObject({ ok: true, title: MESSAGES.successTitle })
    expect(redirectedResult('unsubscribed').title).toBe('Blog Unsubscribed')
    expect(isRedirectOutcome('invalid')).toBe(false)
    expect(isRedirectOutcome('pwned')).toBe(false)
  })

  it('the outcome comes from what CF7 answered, never from comparing texts', () => {
    const cf7 = (status: string, message: string) => ({ status, message, invalid_fields: [] })
    // A CF7 message that happens to read like the site's own text is still CF7's rejection.
    expect(mapFeedback(200, cf7('spam', MESSAGES.requestFailed), 'x').outcome).toBe('rejected')
    expect(mapFeedback(500, null, 'x').outcome).toBe('failed')
    expect(mapFeedback(200, cf7('duplicated_email', 'dup'), 'x').outcome).toBe('duplicate')
  })
})
