import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../src/forms/messages'
import { OUTCOMES } from '../../../src/forms/outcomes'
import { formResult } from '../../../src/forms/result'
import { mapFeedback } from '../../../worker/forms/cf7-response'
import { isRedirectOutcome, redirectedResult } from '../../../worker/forms/outcomes'

describe('one table of outcomes: status, redirect, kept input', () => {
  it('a result is ok for a sent message, a subscription and an unsubscription, and nothing else', () => {
    const outcomes = Object.keys(OUTCOMES) as (keyof typeof OUTCOMES)[]
    const ok = outcomes.filter((outcome) => formResult(outcome, 't', 'm').ok)
    expect(ok.sort()).toEqual(['sent', 'subscribed', 'unsubscribed'])
    expect(formResult('rate-limited', 't', 'm')).toEqual({
      ok: false,
      outcome: 'rate-limited',
      title: 't',
      message: 'm',
      fieldErrors: {},
    })
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
