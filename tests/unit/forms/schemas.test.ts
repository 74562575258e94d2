import { describe, expect, it } from 'vitest'
import { validateFields, type FormKind } from '../../../src/forms/schemas'

const errorsOf = (kind: FormKind, values: Record<string, unknown>) => {
  const checked = validateFields(kind, values)
  return checked.ok ? {} : checked.fieldErrors
}

describe('form schemas (spec section 5, exact messages)', () => {
  it('contact form: every required field with its message', () => {
    expect(errorsOf('contact', {})).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Email is required.',
      interest: 'Please select an option.',
      termsAccepted: 'Accept terms and conditions.',
      captcha: 'Verify',
    })
  })

  it("contact, landing and unsubscribe say 'Please enter valid Email.'", () => {
    for (const kind of ['contact', 'landing', 'unsubscribe', 'application'] as const) {
      expect(errorsOf(kind, { email: 'ada@' }).email).toBe('Please enter valid Email.')
    }
  })

  it("services contact, service, email CTA and subscribe say 'Please enter a valid email address.'", () => {
    for (const kind of ['services-contact', 'service', 'email-cta', 'subscribe'] as const) {
      expect(errorsOf(kind, { email: 'not an email' }).email).toBe(
        'Please enter a valid email address.',
      )
      expect(errorsOf(kind, { email: '   ' }).email).toBe('Email is required.')
    }
  })

  it('rejects malformed addresses and accepts ordinary ones', () => {
    for (const bad of ['ada', 'ada@example', '@example.com', 'ada@exa mple.com', 'a@b.c']) {
      expect(errorsOf('email-cta', { email: bad }).email, bad).toBeDefined()
    }
    for (const good of ['ada@example.com', 'a.b+tag@sub.example.co.uk']) {
      expect(validateFields('email-cta', { email: good }).ok, good).toBe(true)
    }
  })

  it('caps the message at 1000 characters', () => {
    const base = { ...validContact(), captcha: 'token' }
    expect(validateFields('contact', { ...base, message: 'x'.repeat(1000) }).ok).toBe(true)
    expect(errorsOf('contact', { ...base, message: 'x'.repeat(1001) })).toEqual({
      message: 'Message can be at most 1000 characters.',
    })
  })

  it('service form: full name and email', () => {
    expect(errorsOf('service', {})).toEqual({
      fullName: 'Full Name is required',
      email: 'Email is required.',
    })
  })

  it('services contact form: names, email and terms; company and message optional', () => {
    expect(errorsOf('services-contact', {})).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Email is required.',
      termsAccepted: 'Accept terms and conditions.',
    })
  })

  it('landing and subscribe forms', () => {
    expect(errorsOf('landing', {})).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Email is required.',
      termsAccepted: 'Accept terms and conditions.',
      captcha: 'Verify',
    })
    expect(errorsOf('subscribe', {})).toEqual({
      email: 'Email is required.',
      termsAccepted: 'Accept terms and conditions.',
    })
  })

  it("requires an interest on one line; its options are the block's, checked by CF7", () => {
    const base = { ...validContact(), captcha: 'token' }
    expect(errorsOf('contact', { ...base, interest: '' })).toEqual({
      interest: 'Please select an option.',
    })
    expect(errorsOf('contact', { ...base, interest: 'Cloud\nOther' })).toEqual({
      interest: 'Please keep this to one line, without line breaks.',
    })
    expect(errorsOf('contact', { ...base, interest: 'Quantum consulting' })).toEqual({})
  })

  it('trims strings, drops unknown fields and sends the accepted box as 1', () => {
    const checked = validateFields('subscribe', {
      email: '  ada@example.com ',
      termsAccepted: 'on',
      admin: 'true',
      _wpcf7: '999',
    })
    expect(checked).toEqual({
      ok: true,
      fields: { email: 'ada@example.com', termsAccepted: '1', reference_page: '' },
    })
  })

  it('treats an unchecked or odd terms value as not accepted', () => {
    for (const value of [undefined, '', '0', 'no', 'false']) {
      expect(errorsOf('subscribe', { email: 'ada@example.com', termsAccepted: value })).toEqual({
        termsAccepted: 'Accept terms and conditions.',
      })
    }
  })

  it('refuses over-long names instead of truncating them', () => {
    const checked = errorsOf('landing', {
      ...validContact(),
      firstName: 'A'.repeat(101),
      captcha: 't',
    })
    expect(checked).toEqual({ firstName: 'Please use at most 100 characters.' })
  })

  it('counts every limited field in UTF-16 code units, as the browser and CF7 do', () => {
    // Astral characters (emoji, mathematical letters, rare CJK) are two units each.
    const wide = ['😀', '𝒜', '𠀀']
    const limited: [FormKind, string, number][] = [
      ['contact', 'firstName', 100],
      ['contact', 'lastName', 100],
      ['contact', 'company', 100],
      ['contact', 'interest', 200],
      ['contact', 'reference_page', 200],
      ['application', 'vacancy', 200],
      ['services-contact', 'company', 100],
      ['service', 'fullName', 100],
      ['service', 'service', 200],
    ]
    for (const [kind, field, max] of limited) {
      for (const char of wide) {
        const fits = char.repeat(max / 2)
        const over = char.repeat(max / 2 + 1)
        expect(errorsOf(kind, { [field]: fits })[field], `${kind}.${field} ${max} units`).toBe(
          undefined,
        )
        expect(errorsOf(kind, { [field]: over })[field], `${kind}.${field} ${max + 2} units`).toBe(
          `Please use at most ${max} characters.`,
        )
        // One unit over: an astral character after max - 1 plain ones.
        expect(errorsOf(kind, { [field]: `${'a'.repeat(max - 1)}${char}` })[field]).toBe(
          `Please use at most ${max} characters.`,
        )
      }
    }
  })

  it('takes at most 64 characters before the @, all ASCII as CF7 takes them', () => {
    const local = (text: string) => `${text}@example.com`
    expect(errorsOf('email-cta', { email: local('a'.repeat(64)) }).email).toBe(undefined)
    for (const bad of ['a'.repeat(65), '😀'.repeat(2), 'zoë']) {
      expect(errorsOf('email-cta', { email: local(bad) }).email, bad).toBe(
        'Please enter a valid email address.',
      )
    }
  })

  it('the vacancy application needs the vacancy reference', () => {
    const base = { ...validContact(), captcha: 't' }
    expect(errorsOf('application', base)).toEqual({
      vacancy: 'Please choose the position you are applying for.',
    })
    expect(validateFields('application', { ...base, vacancy: 'data-engineer' }).ok).toBe(true)
  })
})

function validContact() {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    interest: 'Cloud',
    termsAccepted: '1',
  }
}
