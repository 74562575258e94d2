import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import users from '../content/users.json'
import { AUTH, feedback, operator, ORIGIN } from './helpers'

/**
 * `GET /wp-json/contact-form-7/v1/contact-forms/{id}` as CF7 6.x's REST controller answers it
 * (includes/rest-api.php: get_contact_form, get_properties; includes/form-tags-manager.php: scan).
 */
const definition = (id: number | string, authorization: string | null = AUTH) =>
  SELF.fetch(`${ORIGIN}/wp-json/contact-form-7/v1/contact-forms/${id}`, {
    headers: authorization ? { authorization } : {},
  })

interface Definition {
  id: number
  title: string
  properties: { form: { content: string; fields: Record<string, unknown>[] } }
}

const basicOf = (login: string) => {
  const user = users.find((u) => u.login === login)
  if (!user) throw new Error(`no demo user ${login}`)
  return `Basic ${btoa(`${login}:${user.applicationPassword}`)}`
}

describe('Contact Form 7 form definition', () => {
  it('refuses an anonymous caller and a contributor with 403 wpcf7_forbidden', async () => {
    for (const auth of [null, basicOf('carl')]) {
      const res = await definition(101, auth)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        code: 'wpcf7_forbidden',
        message: 'You are not allowed to access the requested contact form.',
        data: { status: 403 },
      })
    }
    // An editor may edit forms (CF7 maps its capability to publish_pages).
    expect((await definition(101, basicOf('elena'))).status).toBe(200)
  })

  it('answers 404 wpcf7_not_found for an unknown id', async () => {
    const res = await definition(999)
    expect(res.status).toBe(404)
    expect(((await res.json()) as { code: string }).code).toBe('wpcf7_not_found')
  })

  it('gives the template and its parsed fields in CF7 6.x shape', async () => {
    const res = await definition(101)
    expect(res.status).toBe(200)
    const body = (await res.json()) as Definition
    expect(body.id).toBe(101)
    expect(body.properties.form.content).toContain('[select* interest "Software development"')
    const fields = body.properties.form.fields
    const interest = fields.find((f) => f.name === 'interest')
    expect(interest).toMatchObject({
      type: 'select*',
      basetype: 'select',
      options: [],
      content: '',
    })
    expect(interest?.values).toHaveLength(12)
    expect((interest?.values as string[])[1]).toBe('Data & AI')
    expect(fields.find((f) => f.name === 'cv')).toEqual({
      type: 'file',
      basetype: 'file',
      name: 'cv',
      options: ['limit:2000000', 'filetypes:pdf|doc|docx|png|jpg|jpeg|txt|xlsx|csv'],
      raw_values: [],
      labels: [],
      values: [],
      pipes: [],
      content: '',
    })
    expect(fields.find((f) => f.name === 'termsAccepted')).toMatchObject({
      type: 'acceptance',
      content: 'I accept the terms and conditions.',
    })
    // The submit button is a tag too, without a name.
    expect(fields.at(-1)).toMatchObject({ type: 'submit', name: '', values: ['Send'] })
  })

  it("serves a company's own form stored at run time, and validates posts against it", async () => {
    const template = [
      '[text* firstName] [text* lastName] [email* email] [text* company]',
      '[select* interest first_as_label "Choose one" "Consulting" "Support|support@example.com" "Training"]',
      '[file* cv limit:1mb filetypes:pdf|.docx]',
      '[acceptance termsAccepted optional] OK [/acceptance]',
      '[submit "Send"]',
    ].join('\n')
    const put = await operator('/cf7-forms/101', {
      method: 'POST',
      body: JSON.stringify({ form: template }),
    })
    expect(put.status).toBe(200)
    const body = (await (await definition(101)).json()) as Definition
    const interest = body.properties.form.fields.find((f) => f.name === 'interest')
    expect(interest).toMatchObject({
      type: 'select*',
      options: ['first_as_label'],
      raw_values: ['Choose one', 'Consulting', 'Support|support@example.com', 'Training'],
      values: ['Choose one', 'Consulting', 'Support', 'Training'],
      pipes: [
        ['Choose one', 'Choose one'],
        ['Consulting', 'Consulting'],
        ['Support', 'support@example.com'],
        ['Training', 'Training'],
      ],
    })
    const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    const send = async (fields: Record<string, string | File>) =>
      (await (await feedback(101, fields)).json()) as {
        status: string
        invalid_fields: { field: string; message: string }[]
      }
    const demoChoice = await send({ ...base, company: 'ACME', interest: 'Data & AI', cv })
    expect(demoChoice.invalid_fields).toEqual([
      expect.objectContaining({
        field: 'interest',
        message: 'Undefined value was submitted through this field.',
      }),
    ])
    // The label of first_as_label is not a value; a required company and file are required.
    const label = await send({ ...base, interest: 'Choose one' })
    expect(label.invalid_fields.map((f) => f.field)).toEqual(['company', 'interest', 'cv'])
    const png = new File([new Uint8Array([0x89, 0x50])], 'cv.png', { type: 'image/png' })
    const wrongType = await send({ ...base, company: 'ACME', interest: 'Support', cv: png })
    expect(wrongType.invalid_fields).toEqual([
      expect.objectContaining({
        field: 'cv',
        message: 'You are not allowed to upload files of this type.',
      }),
    ])
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'cv.docx')
    const tooBig = await send({ ...base, company: 'ACME', interest: 'Support', cv: big })
    expect(tooBig.invalid_fields).toEqual([
      expect.objectContaining({ field: 'cv', message: 'The uploaded file is too large.' }),
    ])
    // The acceptance is optional here: no consent, still sent.
    const sent = await send({ ...base, company: 'ACME', interest: 'Training', cv })
    expect(sent.status).toBe('mail_sent')
  })

  it("checks minlength and maxlength with the form's own Messages tab, as CF7 6.1 answers", async () => {
    // Seen on the rig (CF7 6.1.6): `[text company minlength:3 maxlength:50]` and
    // `[textarea message minlength:20]` with invalid_too_short changed to 'Zu kurz.'.
    const template = [
      '[text* firstName] [email* email] [text company minlength:3 maxlength:50]',
      '[textarea message minlength:20 maxlength:1000]',
    ].join('\n')
    const messages = { invalid_too_short: 'Zu kurz.', invalid_required: 'Bitte ausfüllen.' }
    const put = await operator('/cf7-forms/121', {
      method: 'POST',
      body: JSON.stringify({ form: template, messages }),
    })
    expect(put.status).toBe(200)
    const body = (await (await definition(121)).json()) as Definition & {
      properties: { messages: Record<string, string> }
    }
    // The REST answer lists every message: the changed ones and CF7's defaults.
    expect(body.properties.messages).toMatchObject({
      ...messages,
      invalid_too_long: 'This field has a too long input.',
      mail_sent_ok: 'Thank you for your message. It has been sent.',
    })
    const send = async (fields: Record<string, string>) =>
      (await (await feedback(121, fields)).json()) as {
        status: string
        invalid_fields: { field: string; message: string }[]
      }
    const short = await send({ email: 'ada@example.com', company: 'ab', message: 'too short' })
    expect(short.status).toBe('validation_failed')
    expect(short.invalid_fields.map((f) => [f.field, f.message])).toEqual([
      ['firstName', 'Bitte ausfüllen.'],
      ['company', 'Zu kurz.'],
      ['message', 'Zu kurz.'],
    ])
    const long = await send({ firstName: 'Ada', email: 'ada@example.com', company: 'x'.repeat(51) })
    expect(long.invalid_fields).toEqual([
      expect.objectContaining({ field: 'company', message: 'This field has a too long input.' }),
    ])
    // An empty optional field is not too short.
    const sent = await send({ firstName: 'Ada', email: 'ada@example.com', company: '' })
    expect(sent.status).toBe('mail_sent')
  })

  it('skips escaped tags and tags with an invalid name, as CF7 does', async () => {
    const template = '[[text skipped]] [text 1bad] [email* email] [text your.name]'
    await operator('/cf7-forms/120', { method: 'POST', body: JSON.stringify({ form: template }) })
    const body = (await (await definition(120)).json()) as Definition
    expect(body.properties.form.fields.map((f) => [f.type, f.name])).toEqual([
      ['email*', 'email'],
      ['text', 'your_name'],
    ])
  })
})
