import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { feedback, operator, ORIGIN, USER_AGENT } from './helpers'

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  interest: 'Data & AI',
  message: 'We need a data platform.',
  termsAccepted: '1',
}

describe('Contact Form 7 feedback', () => {
  it('refuses a body that is not multipart with 415', async () => {
    const res = await SELF.fetch(`${ORIGIN}/wp-json/contact-form-7/v1/contact-forms/101/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(415)
    expect(((await res.json()) as { data: { status: number } }).data.status).toBe(415)
  })

  it('requires the unit tag (400)', async () => {
    const res = await feedback(101, valid, '')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('wpcf7_unit_tag_not_found')
  })

  it('answers 404 wpcf7_not_found for an unknown form and rest_no_route for a bad id', async () => {
    const unknown = await feedback(999, valid)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { code: string }).code).toBe('wpcf7_not_found')
    const bad = await feedback('abc', valid)
    expect(((await bad.json()) as { code: string }).code).toBe('rest_no_route')
  })

  it('answers validation_failed with HTTP 200 and CF7-shaped invalid_fields', async () => {
    const res = await feedback(101, { ...valid, firstName: '', email: 'not-an-email' })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body.status).toBe('validation_failed')
    expect(body.contact_form_id).toBe(101)
    expect(body.into).toBe('#2026-11-23_101')
    expect(body.invalid_fields).toEqual([
      {
        field: 'firstName',
        message: 'Please fill out this field.',
        idref: null,
        error_id: '2026-11-23_101-ve-firstName',
      },
      {
        field: 'email',
        message: 'Please enter an email address.',
        idref: null,
        error_id: '2026-11-23_101-ve-email',
      },
    ])
  })

  it('fails a radio group left empty (CF7 requires one, star or not) and a quiz the site never showed', async () => {
    const form =
      '[text* firstName] [radio budget "Small" "Large"] [quiz capital "Capital of France?|Paris"] [acceptance termsAccepted]'
    const put = await operator('/cf7-forms/121', { method: 'POST', body: JSON.stringify({ form }) })
    expect(put.status).toBe(200)
    try {
      const res = await feedback(121, { firstName: 'Ada', termsAccepted: '1', capital: 'Paris' })
      const body = (await res.json()) as {
        status: string
        invalid_fields: { field: string; message: string }[]
      }
      expect(body.status).toBe('validation_failed')
      expect(body.invalid_fields.map((f) => [f.field, f.message])).toEqual([
        ['budget', 'Please fill out this field.'],
        // The right answer without the hash CF7 put in the form it rendered is still wrong.
        ['capital', 'The answer to the quiz is incorrect.'],
      ])
    } finally {
      await operator('/cf7-forms', { method: 'DELETE' })
    }
  })

  it("checks addresses with WordPress's is_email(): ASCII only, as CF7 does", async () => {
    const refused = [
      'zoë@exämple.de',
      'ａｎａ@example.com',
      'ana@exаmple.com',
      'ana@例え.jp',
      'ana@-example.com',
      'ana@example..com',
      'ana@example',
      'a@b.c',
    ]
    for (const email of refused) {
      const body = (await (await feedback(101, { ...valid, email })).json()) as {
        invalid_fields: { field: string; message: string }[]
      }
      expect(body.invalid_fields, email).toEqual([
        expect.objectContaining({ field: 'email', message: 'Please enter an email address.' }),
      ])
    }
    for (const email of ["o'neil+cv@mail.example.co.uk", 'zoe@xn--exmple-cua.de', 'a@b.c1']) {
      const body = (await (await feedback(101, { ...valid, email })).json()) as {
        invalid_fields: unknown[]
      }
      expect(body.invalid_fields, email).toEqual([])
    }
  })

  it('answers acceptance_missing without the consent', async () => {
    const body = (await (await feedback(101, { ...valid, termsAccepted: '' })).json()) as {
      status: string
    }
    expect(body.status).toBe('acceptance_missing')
  })

  it('rejects a file over 2,000,000 bytes or with a wrong extension', async () => {
    const big = new File([new Uint8Array(2_000_001)], 'cv.pdf', { type: 'application/pdf' })
    const tooBig = (await (await feedback(101, { ...valid, cv: big })).json()) as {
      status: string
      invalid_fields: { field: string }[]
    }
    expect(tooBig.status).toBe('validation_failed')
    expect(tooBig.invalid_fields[0]?.field).toBe('cv')
    const exe = new File(['MZ'], 'cv.exe')
    const wrong = (await (await feedback(101, { ...valid, cv: exe })).json()) as {
      invalid_fields: { message: string }[]
    }
    expect(wrong.invalid_fields[0]?.message).toBe(
      'You are not allowed to upload files of this type.',
    )
  })

  it('stores an accepted submission with its file, readable back byte for byte', async () => {
    const bytes = new Uint8Array([
      0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0x00, 0x10,
    ])
    const res = await feedback(101, {
      ...valid,
      cv: new File([bytes], 'ada-cv.pdf', { type: 'application/pdf' }),
    })
    const body = (await res.json()) as { status: string; message: string; posted_data_hash: string }
    expect(body.status).toBe('mail_sent')
    expect(body.message).toBe('Thank you for your message. It has been sent.')
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/)
    const list = (await (await operator('/submissions?form=101')).json()) as {
      id: number
      fields: Record<string, string>
      file: { name: string; size: number }
    }[]
    const stored = list[0]
    expect(stored?.fields.email).toBe('ada@example.com')
    expect(stored?.file).toEqual({
      name: 'ada-cv.pdf',
      type: 'application/pdf',
      size: bytes.length,
    })
    const file = await operator(`/submissions/${stored?.id}/file`)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
  })

  it('answers duplicated_email for a second application to the same vacancy', async () => {
    const cv = () => new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' })
    const application = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      vacancy: 'senior-react-developer',
      termsAccepted: '1',
    }
    const first = (await (await feedback(107, { ...application, cv: cv() })).json()) as {
      status: string
      message: string
    }
    expect(first).toMatchObject({
      status: 'mail_sent',
      // The application form's own text from its Messages tab, not CF7's default.
      message:
        'Thank you for applying. Our recruiters read every application and will reply within five working days.',
    })
    const again = (await (
      await feedback(107, { ...application, email: 'GRACE@example.com', cv: cv() })
    ).json()) as { status: string }
    expect(again.status).toBe('duplicated_email')
    const other = (await (
      await feedback(107, { ...application, vacancy: 'data-engineer', cv: cv() })
    ).json()) as { status: string }
    expect(other.status).toBe('mail_sent')
  })

  it('ignores a wrong credential on the feedback route, as CF7 does', async () => {
    const body = new FormData()
    body.set('_wpcf7_unit_tag', '2026-11-23_105')
    body.set('email', 'someone@example.com')
    const res = await SELF.fetch(`${ORIGIN}/wp-json/contact-form-7/v1/contact-forms/105/feedback`, {
      method: 'POST',
      body,
      headers: { authorization: `Basic ${btoa('demo:wrong')}`, 'user-agent': USER_AGENT },
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { status: string }).status).toBe('mail_sent')
  })

  it('marks a submission whose User-Agent is under 2 characters as spam, and stores nothing', async () => {
    const submitted = async (userAgent: string | null) => {
      const email = `ua-${userAgent?.length ?? 'none'}-${crypto.randomUUID()}@example.com`
      const res = await feedback(105, { email }, undefined, userAgent)
      const body = (await res.json()) as { status: string; message: string }
      const list = (await (await operator('/submissions?form=105')).json()) as {
        fields: Record<string, string>
      }[]
      const stored = list.some((s) => s.fields.email === email)
      return { status: body.status, message: body.message, stored }
    }
    const spam = {
      status: 'spam',
      message: 'There was an error trying to send your message. Please try again later.',
      stored: false,
    }
    expect(await submitted(null)).toEqual(spam)
    expect(await submitted('x')).toEqual(spam)
    expect(await submitted('ok')).toMatchObject({ status: 'mail_sent', stored: true })
  })

  it('validates before the spam check: bad fields answer validation_failed even without a User-Agent', async () => {
    const res = await feedback(101, { ...valid, firstName: '' }, undefined, null)
    expect(((await res.json()) as { status: string }).status).toBe('validation_failed')
  })

  it("checks a select's value against the form's own options", async () => {
    const res = await feedback(101, { ...valid, interest: 'Blockchain' })
    const body = (await res.json()) as { status: string; invalid_fields: unknown[] }
    expect(body.status).toBe('validation_failed')
    expect(body.invalid_fields).toEqual([
      {
        field: 'interest',
        message: 'Undefined value was submitted through this field.',
        idref: null,
        error_id: '2026-11-23_101-ve-interest',
      },
    ])
  })

  it('counts a message as CF7 does: UTF-16 code units, a CRLF line break as one', async () => {
    // 100 lines of 9 characters and an 'x': 1,000 as the browser and CF7 count, 1,099 on the wire.
    const atLimit = Array.from({ length: 100 }, () => 'abcdefghi').join('\r\n') + 'x'
    expect(atLimit.length).toBe(1099)
    const sent = await feedback(101, { ...valid, message: atLimit })
    expect(((await sent.json()) as { status: string }).status).toBe('mail_sent')
    const over = await feedback(101, { ...valid, message: `${atLimit}y` })
    const body = (await over.json()) as { status: string; invalid_fields: { field: string }[] }
    expect(body.status).toBe('validation_failed')
    expect(body.invalid_fields.map((f) => f.field)).toEqual(['message'])
    // An emoji is two code units.
    const emoji = await feedback(101, { ...valid, message: '😀'.repeat(501) })
    expect(((await emoji.json()) as { status: string }).status).toBe('validation_failed')
  })
})
