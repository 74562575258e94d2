import { describe, expect, it } from 'vitest'
import { scanFormTags } from '../../../embedded-cms/src/cf7/form-tags'
import {
  checkExtraFields,
  withLists,
  isDateForCf7,
  isNumberForCf7,
  isTelForCf7,
  isUrlForCf7,
} from '../../../src/forms/extra-checks'
import { extraFieldsFor } from '../../../src/forms/extra-fields'
import { rulesFromTags } from '../../../src/forms/rules'
import { validateSubmission } from '../../../src/forms/validate'

/** A company's contact form: the site's fields, then what its editor added on the Form tab. */
const TEMPLATE = [
  '[text* firstName] [text* lastName] [email* email] [text company]',
  '[select* interest "Software"] [textarea message maxlength:1000]',
  '<label> Your phone\n  [tel* phone] </label>',
  '[url website placeholder "https://your-company.example"]',
  '[number* team_size min:1 max:500]',
  '<label>When should we start? [date start_date min:2026-01-01 max:2027-12-31]</label>',
  '[checkbox topics use_label_element "Web" "Mobile"]',
  '[select budget multiple "A" "B"]',
  '[radio contact_by "Email" "Phone"]',
  '[acceptance newsletter optional] Send me the newsletter [/acceptance]',
  '[text* referral_code]',
  '[quiz capital "Capital of France?|Paris"] [file brief] [hidden campaign]',
  '[acceptance termsAccepted] OK [/acceptance] [file cv] [hidden reference_page] [submit "Send"]',
].join('\n')

const rulesOf = (template: string, messages: Record<string, string> = {}) =>
  rulesFromTags(scanFormTags(template), messages, template)

const CONTACT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  interest: 'Software',
  termsAccepted: '1',
  captcha: 'token',
}
const EXTRA_OK = {
  phone: '+44 20 7946 0958',
  team_size: '12',
  contact_by: 'Email',
  referral_code: 'SPRING',
}

describe('the fields a CF7 form has beyond the site’s own', () => {
  it('are the ones the site can show, in the form’s order, labelled as the editor wrote them', () => {
    const extras = extraFieldsFor('contact', rulesOf(TEMPLATE))
    expect(extras.map((f) => [f.name, f.type, f.label, f.required])).toEqual([
      ['phone', 'tel', 'Your phone', true],
      ['website', 'url', 'https://your-company.example', false],
      ['team_size', 'number', 'Team size', true],
      ['start_date', 'date', 'When should we start?', false],
      ['topics', 'checkbox', 'Topics', false],
      ['budget', 'select', 'Budget', false],
      ['contact_by', 'radio', 'Contact by', true],
      ['newsletter', 'acceptance', 'Send me the newsletter', false],
      ['referral_code', 'text', 'Referral code', true],
    ])
    const byName = Object.fromEntries(extras.map((f) => [f.name, f]))
    expect(byName.team_size).toMatchObject({ min: '1', max: '500' })
    expect(byName.start_date).toMatchObject({ min: '2026-01-01', max: '2027-12-31' })
    expect(byName.topics).toMatchObject({ choices: ['Web', 'Mobile'], multiple: true })
    expect(byName.budget).toMatchObject({ choices: ['A', 'B'], multiple: true })
    expect(byName.contact_by).toMatchObject({ choices: ['Email', 'Phone'], multiple: false })
    // CF7's default maxlength of a one-line field.
    expect(byName.phone?.maxLength).toBe(400)
  })

  it('none for a form without extra fields, nor for the unsubscribe form', () => {
    const demo = '[text* fullName] [email* email] [textarea message] [hidden service] [submit]'
    expect(extraFieldsFor('service', rulesOf(demo))).toEqual([])
    expect(extraFieldsFor('service', null)).toEqual([])
    expect(extraFieldsFor('unsubscribe', rulesOf(TEMPLATE))).toEqual([])
  })
})

describe('CF7’s value rules, as the site checks them before sending', () => {
  it('telephone numbers: 6 to 15 digits after separators and an extension', () => {
    expect(
      ['+44 20 7946 0958', '0044 (20) 7946-0958 #12', '020/7946.0958'].map(isTelForCf7),
    ).toEqual([true, true, true])
    expect(['12-34', 'call me', '+1234567890123456'].map(isTelForCf7)).toEqual([
      false,
      false,
      false,
    ])
  })

  it('URLs need a scheme WordPress allows; numbers and dates as HTML writes them', () => {
    expect(['https://a.example', 'HTTP://x', 'mailto:a@b.c'].map(isUrlForCf7)).toEqual([
      true,
      true,
      true,
    ])
    expect(['www.example.com', 'javascript:alert(1)', ':x'].map(isUrlForCf7)).toEqual([
      false,
      false,
      false,
    ])
    expect(['12', '-3', '.5', '2.5e1'].map(isNumberForCf7)).toEqual([true, true, true, true])
    expect(['1.', '+1', '1,5', ''].map(isNumberForCf7)).toEqual([false, false, false, false])
    expect(['2026-02-28', '2028-02-29'].map(isDateForCf7)).toEqual([true, true])
    expect(['2026-02-30', '2026-13-01', '26-01-01'].map(isDateForCf7)).toEqual([
      false,
      false,
      false,
    ])
  })
})

describe('checking the extra fields', () => {
  const extras = extraFieldsFor('contact', rulesOf(TEMPLATE))

  it("gives the site's clear texts, each on its field", () => {
    const { errors } = checkExtraFields(extras, {
      phone: '12-34',
      website: 'www.example.com',
      team_size: '501',
      start_date: '2025-12-31',
      topics: ['Web', 'Desktop'],
      contact_by: ['Email', 'Phone'],
    })
    expect(errors).toEqual({
      phone: 'Please enter a valid phone number.',
      website: 'Please enter a web address starting with https://.',
      team_size: 'Please enter a number of at most 500.',
      start_date: 'Please choose a date on or after 2026-01-01.',
      topics: 'Please select an option.',
      contact_by: 'Please choose one option only.',
      referral_code: 'Referral code is required.',
    })
    expect(
      checkExtraFields(extras, { ...EXTRA_OK, team_size: '0', start_date: '2028-01-01' }).errors,
    ).toEqual({
      team_size: 'Please enter a number of at least 1.',
      start_date: 'Please choose a date on or before 2027-12-31.',
    })
    expect(
      checkExtraFields(extras, { ...EXTRA_OK, team_size: 'ten', contact_by: '' }).errors,
    ).toEqual({
      team_size: 'Please enter a number.',
      contact_by: 'Please select an option.',
    })
  })

  it("uses the form's own texts where its editor changed them on the Messages tab", () => {
    const rules = rulesOf(TEMPLATE, {
      invalid_tel: 'A phone number, please.',
      invalid_required: 'Needed.',
      // Left at CF7's default: the site's clearer text stays.
      number_too_large: 'This field has a too large number.',
    })
    const { errors } = checkExtraFields(
      extraFieldsFor('contact', rules),
      { ...EXTRA_OK, phone: 'call me', team_size: '900', referral_code: '' },
      rules.texts,
    )
    expect(errors).toEqual({
      phone: 'A phone number, please.',
      team_size: 'Please enter a number of at most 500.',
      referral_code: 'Needed.',
    })
  })

  it('requires a consent of the form’s own unless it is optional', () => {
    const own = extraFieldsFor(
      'contact',
      rulesOf('[acceptance gdpr] I agree to storage [/acceptance]'),
    )
    expect(checkExtraFields(own, {}).errors).toEqual({
      gdpr: 'Please tick this box to send the form.',
    })
    expect(checkExtraFields(own, { gdpr: '1' })).toEqual({ errors: {}, values: { gdpr: '1' } })
  })

  it('keeps the clean values under the tag names, lists for a checkbox group and a multiple select', async () => {
    const rules = rulesOf(TEMPLATE)
    const checked = await validateSubmission(
      'contact',
      {
        ...CONTACT,
        ...EXTRA_OK,
        topics: ['Web', 'Mobile'],
        budget: ['B'],
        newsletter: '1',
        stray: 'x',
      },
      null,
      rules,
    )
    expect(checked).toMatchObject({
      ok: true,
      extra: {
        phone: '+44 20 7946 0958',
        website: '',
        team_size: '12',
        start_date: '',
        topics: ['Web', 'Mobile'],
        budget: ['B'],
        contact_by: 'Email',
        newsletter: '1',
        referral_code: 'SPRING',
      },
    })
    const missing = await validateSubmission('contact', CONTACT, null, rules)
    expect(missing).toEqual({
      ok: false,
      fieldErrors: {
        phone: 'Your phone is required.',
        team_size: 'Team size is required.',
        contact_by: 'Please select an option.',
        referral_code: 'Referral code is required.',
      },
    })
  })

  it('reads only what was posted under a name: a field called constructor is no object property', () => {
    const own = extraFieldsFor(
      'contact',
      rulesOf('[checkbox* constructor "A" "B"] [text toString]'),
    )
    expect(checkExtraFields(own, withLists({}, {}, own))).toEqual({
      errors: { constructor: 'Please select at least one option.' },
      values: { constructor: [], toString: '' },
    })
  })
})
