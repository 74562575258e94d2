import { describe, expect, it } from 'vitest'
import { formResult, isFormResult } from '../../../src/forms/result'
import { mapFeedback } from '../../../worker/forms/cf7-response'
import { isRedirectOutcome, redirectedResult } from '../../../worker/forms/outcomes'

describe('the result page a post without JavaScript is redirected to', () => {
  it('shows the fixed texts of the spec for each success', () => {
    expect(redirectedResult('sent')).toEqual({
      ok: true,
      outcome: 'sent',
      title: 'Thank you for contacting us!',
      message: 'Thank you for your message. It has been sent.',
      fieldErrors: {},
    })
    expect(redirectedResult('subscribed')).toMatchObject({
      ok: true,
      title: 'Thank You!',
      message: 'You have been subscribed to our blog.',
    })
    const unsubscribed = redirectedResult('unsubscribed')
    expect(unsubscribed).toMatchObject({ ok: true, title: 'Blog Unsubscribed' })
    expect(unsubscribed.message).toContain('You will no longer receive emails')
    expect(unsubscribed.message).toContain('subscribe again')
  })

  it("shows the block's own confirm message instead of the generic text, when it has one", () => {
    expect(redirectedResult('subscribed', 'Welcome aboard.').message).toBe('Welcome aboard.')
    expect(redirectedResult('sent', '').message).toBe(
      'Thank you for your message. It has been sent.',
    )
  })

  it('is only ever a success: any other status in the URL is refused', () => {
    for (const status of ['sent', 'subscribed', 'unsubscribed'])
      expect(isRedirectOutcome(status), status).toBe(true)
    // Failures are shown at once with what was typed, never through a URL anyone can forge.
    for (const status of ['invalid', 'rate-limited', 'failed', 'duplicate', 'unknown-subscriber'])
      expect(isRedirectOutcome(status), status).toBe(false)
    for (const forged of [
      'pwned',
      '',
      'constructor',
      '__proto__',
      'toString',
      'SENT',
      undefined,
      1,
    ])
      expect(isRedirectOutcome(forged), String(forged)).toBe(false)
  })
})

describe("the browser reads the edge's answer only when it is a form result", () => {
  it('accepts what the edge sends', () => {
    const answer = formResult('invalid', 'Form submission failed', 'Please check the fields.', {
      email: 'Please enter a valid email address.',
    })
    expect(isFormResult(JSON.parse(JSON.stringify(answer)))).toBe(true)
    expect(answer.ok).toBe(false)
    expect(formResult('sent', 'Thank you for contacting us!', 'Sent.').ok).toBe(true)
  })

  it('refuses anything else (an error page of a proxy, another JSON answer)', () => {
    const good = { ok: false, outcome: 'failed', title: 't', message: 'm', fieldErrors: {} }
    expect(isFormResult(good)).toBe(true)
    for (const bad of [
      null,
      'Bad gateway',
      [],
      { ...good, outcome: 'exploded' },
      { ...good, ok: 'false' },
      { ...good, title: undefined },
      { ...good, message: 42 },
      { ...good, fieldErrors: null },
      { ok: true },
    ])
      expect(isFormResult(bad), JSON.stringify(bad)).toBe(false)
  })
})

describe('the outcome comes from what CF7 answered, never from comparing texts', () => {
  const cf7 = (status: string, message: string) => ({ status, message, invalid_fields: [] })

  it('a CF7 message that reads like the success text is still a rejection', () => {
    const result = mapFeedback(
      200,
      cf7('spam', 'Thank you for your message. It has been sent.'),
      'x',
    )
    expect(result).toMatchObject({ ok: false, outcome: 'rejected' })
  })

  it('only mail_sent is a success; a duplicate application and a failed request are not', () => {
    expect(mapFeedback(200, cf7('mail_sent', 'Sent!'), 'x')).toMatchObject({
      ok: true,
      outcome: 'sent',
    })
    expect(mapFeedback(200, cf7('duplicated_email', 'dup'), 'x')).toMatchObject({
      ok: false,
      outcome: 'duplicate',
    })
    expect(mapFeedback(500, null, 'x')).toMatchObject({ ok: false, outcome: 'failed' })
  })
})
