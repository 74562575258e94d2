import { afterEach, describe, expect, it } from 'vitest'
import { feedback, operator } from './helpers'

/**
 * The tags an editor adds on CF7's Form tab beyond text, email and a single select, validated as
 * CF7 6.x's modules do (modules/text.php, number.php, date.php, checkbox.php, select.php,
 * acceptance.php: their SWV rules and messages; includes/validation-functions.php).
 */
const FORM = [
  '[text* firstName]',
  '[tel* phone]',
  '[url website]',
  '[number* team_size min:1 max:500]',
  '[date start_date min:2026-01-01 max:2027-12-31]',
  '[checkbox topics use_label_element "Web" "Mobile"]',
  '[select budget multiple "A" "B"]',
  '[radio contact_by "Email" "Phone"]',
  '[checkbox* plan exclusive "Basic" "Pro"]',
  '[acceptance newsletter optional] Send me news [/acceptance]',
].join('\n')
const ID = 131

interface Answer {
  status: string
  invalid_fields: { field: string; message: string }[]
}

async function post(fields: Record<string, string | string[]>, messages?: Record<string, string>) {
  const put = await operator(`/cf7-forms/${ID}`, {
    method: 'POST',
    body: JSON.stringify({ form: FORM, messages }),
  })
  expect(put.status).toBe(200)
  const res = await feedback(ID, fields)
  expect(res.status).toBe(200)
  const body = (await res.json()) as Answer
  return { status: body.status, problems: body.invalid_fields.map((f) => [f.field, f.message]) }
}

const valid = {
  firstName: 'Ada',
  phone: '+44 20 7946 0958',
  team_size: '12',
  contact_by: 'Email',
  plan: 'Pro',
}

afterEach(async () => {
  await operator('/cf7-forms', { method: 'DELETE' })
})

describe('Contact Form 7 field types beyond text', () => {
  it('sends a form whose optional fields are left empty, the required ones filled', async () => {
    expect(await post(valid)).toEqual({ status: 'mail_sent', problems: [] })
  })

  it('requires tel*, number*, a radio group (always) and checkbox*, with CF7 default text', async () => {
    const { status, problems } = await post({ firstName: 'Ada' })
    expect(status).toBe('validation_failed')
    expect(problems).toEqual([
      ['phone', 'Please fill out this field.'],
      ['team_size', 'Please fill out this field.'],
      ['contact_by', 'Please fill out this field.'],
      ['plan', 'Please fill out this field.'],
    ])
  })

  it('checks a telephone number, a URL, a number and its range, a date and its range', async () => {
    const { problems } = await post({
      ...valid,
      phone: '12-34',
      website: 'www.example.com',
      team_size: '501',
      start_date: '2025-12-31',
    })
    expect(problems).toEqual([
      ['phone', 'Please enter a telephone number.'],
      ['website', 'Please enter a URL.'],
      ['team_size', 'This field has a too large number.'],
      ['start_date', 'This field has a too early date.'],
    ])
    const more = await post({ ...valid, team_size: '0', start_date: '2026-02-30' })
    expect(more.problems).toEqual([
      ['team_size', 'This field has a too small number.'],
      ['start_date', 'Please enter a date in YYYY-MM-DD format.'],
    ])
    const malformed = await post({ ...valid, team_size: '1.', start_date: '2028-01-01' })
    expect(malformed.problems).toEqual([
      ['team_size', 'Please enter a number.'],
      ['start_date', 'This field has a too late date.'],
    ])
  })

  it('takes what CF7 takes: 00 or + international numbers, any allowed scheme, decimals', async () => {
    const { status } = await post({
      ...valid,
      phone: '0044 (20) 7946-0958 #12',
      website: 'HTTPS://example.com/a',
      team_size: '2.5e1',
      start_date: '2027-12-31',
    })
    expect(status).toBe('mail_sent')
  })

  it("takes a checkbox group's and a multiple select's lists, each value one of the form's", async () => {
    const ok = await post({ ...valid, topics: ['Web', 'Mobile'], budget: ['A', 'B'] })
    expect(ok.status).toBe('mail_sent')
    const bad = await post({ ...valid, topics: ['Web', 'Desktop'], budget: ['C'] })
    expect(bad.problems).toEqual([
      ['topics', 'Undefined value was submitted through this field.'],
      ['budget', 'Undefined value was submitted through this field.'],
    ])
  })

  it('allows one choice only for a radio group and an exclusive checkbox', async () => {
    const { problems } = await post({
      ...valid,
      contact_by: ['Email', 'Phone'],
      plan: ['Basic', 'Pro'],
    })
    expect(problems).toEqual([
      ['contact_by', 'Too many items are selected.'],
      ['plan', 'Too many items are selected.'],
    ])
  })

  it('answers with the Messages tab texts the editor changed', async () => {
    const { problems } = await post(
      { ...valid, phone: 'call me', team_size: 'many' },
      { invalid_tel: 'A phone number, please.', invalid_number: 'Digits only, please.' },
    )
    expect(problems).toEqual([
      ['phone', 'A phone number, please.'],
      ['team_size', 'Digits only, please.'],
    ])
  })

  it('limits one-line fields to 400 characters when the tag names no maxlength', async () => {
    const { problems } = await post({ ...valid, firstName: 'a'.repeat(401) })
    expect(problems).toEqual([['firstName', 'This field has a too long input.']])
    expect((await post({ ...valid, firstName: 'a'.repeat(400) })).status).toBe('mail_sent')
  })
})
