import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../src/forms/messages'
import { OUTCOMES, outcomeOf } from '../../../worker/forms/outcomes'

const fail = (message: string, fieldErrors: Record<string, string> = {}) => ({
  ok: false,
  title: MESSAGES.failureTitle,
  message,
  fieldErrors,
})

describe('result outcomes for posts without JavaScript', () => {
  it('successes redirect to their kind of confirmation', () => {
    const ok = { ok: true, title: 't', message: 'm', fieldErrors: {} }
    expect(outcomeOf('contact', ok)).toBe('sent')
    expect(outcomeOf('subscribe', ok)).toBe('subscribed')
    expect(outcomeOf('unsubscribe', ok)).toBe('unsubscribed')
    expect(OUTCOMES.unsubscribed.title).toBe('Blog Unsubscribed')
  })

  it('failures with fixed texts redirect; the rest is shown as it is', () => {
    expect(outcomeOf('contact', fail(MESSAGES.requestFailed))).toBe('failed')
    expect(
      outcomeOf(
        'unsubscribe',
        fail(MESSAGES.unknownSubscriber, { email: MESSAGES.unknownSubscriber }),
      ),
    ).toBe('unknown-subscriber')
    expect(
      outcomeOf(
        'subscribe',
        fail(MESSAGES.alreadySubscribed, { email: MESSAGES.alreadySubscribed }),
      ),
    ).toBe('already-subscribed')
    expect(outcomeOf('contact', fail(MESSAGES.checkFields, { firstName: 'x' }))).toBeNull()
    expect(outcomeOf('contact', fail('A message from the CMS'))).toBeNull()
  })
})
