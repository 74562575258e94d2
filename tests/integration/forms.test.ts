import { SELF } from 'cloudflare:test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubCms, type CmsStub } from '../fixtures/cms-stub'

const SITE = 'https://www.example.test'
const FEEDBACK = (id: number) => `/wp-json/contact-form-7/v1/contact-forms/${id}/feedback`
let cms: CmsStub
let forwarded: FormData[] = []
let ipCounter = 0

const cf7 = (status: string, message: string, invalid: { field: string; message: string }[] = []) =>
  Response.json({
    contact_form_id: 101,
    status,
    message,
    invalid_fields: invalid,
    posted_data_hash: 'x',
    into: '#x',
  })

beforeEach(() => {
  cms = stubCms()
  forwarded = []
  for (const id of [101, 102, 103, 104, 105, 106, 107]) {
    cms.rest.set(FEEDBACK(id), async (req) => {
      forwarded.push(await req.formData())
      return cf7('mail_sent', 'Thank you for your message. It has been sent.')
    })
  }
})
afterEach(() => {
  vi.restoreAllMocks()
})

async function captcha(): Promise<string> {
  const challenge = await (await SELF.fetch(`${SITE}/api/captcha/challenge`)).json()
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey })
  return btoa(JSON.stringify({ challenge, solution }))
}

function post(kind: string, fields: Record<string, string | File>, accept = 'application/json') {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.set(k, v)
  // Each test posts from its own address, so the rate limit only bites where a test wants it.
  return SELF.fetch(`${SITE}/api/forms/${kind}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: {
      accept,
      'cf-connecting-ip': `203.0.113.${++ipCounter % 250}`,
      referer: `${SITE}/contact`,
    },
  })
}

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  interest: 'Data & AI',
  message: 'We need a data platform.',
  termsAccepted: '1',
}

describe('POST /api/forms/:kind', () => {
  it('answers bad input with the exact messages and forwards nothing', async () => {
    const res = await post('contact', { email: 'not-an-email', message: 'x'.repeat(1001) })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { ok: boolean; fieldErrors: Record<string, string> }
    expect(body.ok).toBe(false)
    expect(body.fieldErrors).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      email: 'Please enter valid Email.',
      interest: 'Please select an option.',
      message: 'Message can be at most 1000 characters.',
      termsAccepted: 'Accept terms and conditions.',
      captcha: 'Verify',
    })
    expect(forwarded).toHaveLength(0)
  })

  it("uses 'Please enter a valid email address.' and 'Full Name is required' on the service form", async () => {
    const body = (await (await post('service', { email: 'nope' })).json()) as {
      fieldErrors: Record<string, string>
    }
    expect(body.fieldErrors).toEqual({
      fullName: 'Full Name is required',
      email: 'Please enter a valid email address.',
    })
    const empty = (await (await post('service', { fullName: 'Ada' })).json()) as {
      fieldErrors: Record<string, string>
    }
    expect(empty.fieldErrors).toEqual({ email: 'Email is required.' })
  })

  it("refuses a missing or forged captcha with 'Verify' and forwards nothing", async () => {
    const missing = (await (await post('contact', contact)).json()) as {
      fieldErrors: Record<string, string>
    }
    expect(missing.fieldErrors).toEqual({ captcha: 'Verify' })
    const forged = (await (
      await post('contact', { ...contact, captcha: btoa('{"challenge":{},"solution":{}}') })
    ).json()) as { fieldErrors: Record<string, string> }
    expect(forged.fieldErrors).toEqual({ captcha: 'Verify' })
    expect(forwarded).toHaveLength(0)
  })

  it('rejects a .pdf that is not a PDF, and a file over 2,000,000 bytes', async () => {
    const fake = new File(['just text'], 'cv.pdf', { type: 'application/pdf' })
    const body = (await (
      await post('contact', { ...contact, captcha: await captcha(), cv: fake })
    ).json()) as { fieldErrors: Record<string, string> }
    expect(body.fieldErrors.cv).toBe(
      'Invalid file format. Please upload a file with the correct extension.',
    )
    const big = new File([new Uint8Array(2_000_001)], 'cv.pdf')
    const tooBig = (await (
      await post('contact', { ...contact, captcha: await captcha(), cv: big })
    ).json()) as { fieldErrors: Record<string, string> }
    expect(tooBig.fieldErrors.cv).toBe("File can't be larger than 2MB.")
    expect(forwarded).toHaveLength(0)
  })

  it('forwards a valid submission with the unit tag, the credential, the fields and the file bytes', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x01, 0x02])
    const res = await post('contact', {
      ...contact,
      captcha: await captcha(),
      cv: new File([pdf], 'ada.pdf', { type: 'application/pdf' }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      ok: true,
      title: 'Thank you for contacting us!',
      message: 'Thank you for your message. It has been sent.',
      fieldErrors: {},
    })
    const sent = forwarded[0]
    expect(sent?.get('_wpcf7_unit_tag')).toBe(`${new Date().toISOString().slice(0, 10)}_101`)
    expect(sent?.get('firstName')).toBe('Ada')
    expect(sent?.get('service_interest')).toBe('Data & AI')
    expect(sent?.get('referrer')).toBe(`${SITE}/contact`)
    expect(sent?.get('captcha')).toBeNull()
    const file = sent?.get('cv')
    expect(file instanceof File && new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
    const call = cms.calls.find((c) => c.url.endsWith(FEEDBACK(101)))
    expect(call?.authorization).toBe('Basic dGVzdDp0ZXN0LXNlY3JldA==')
  })

  it('accepts a solved captcha only once', async () => {
    const token = await captcha()
    expect((await post('landing', { ...contact, captcha: token })).status).toBe(200)
    const again = (await (await post('landing', { ...contact, captcha: token })).json()) as {
      fieldErrors: Record<string, string>
    }
    expect(again.fieldErrors).toEqual({ captcha: 'Verify' })
  })

  it('maps validation_failed to field errors and shows the server message', async () => {
    cms.rest.set(FEEDBACK(103), () =>
      cf7('validation_failed', 'One or more fields have an error.', [
        { field: 'email', message: 'Please enter an email address.' },
      ]),
    )
    const body = (await (await post('services-contact', { ...contact })).json()) as {
      ok: boolean
      title: string
      message: string
      fieldErrors: Record<string, string>
    }
    expect(body).toMatchObject({
      ok: false,
      title: 'Form submission failed',
      message: 'One or more fields have an error.',
      fieldErrors: { email: 'Please enter an email address.' },
    })
  })

  it('answers duplicated_email with the already-applied text and the contact address', async () => {
    cms.rest.set(FEEDBACK(107), () => cf7('duplicated_email', 'dup'))
    const cv = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'cv.pdf')
    const body = (await (
      await post('application', {
        ...contact,
        vacancy: 'data-engineer',
        captcha: await captcha(),
        cv,
      })
    ).json()) as { message: string }
    expect(body.message).toBe(
      'You have already applied for this position. If you have any questions, contact us at careers@northwindlabs.dev.',
    )
  })

  it("answers 'Request failed. Please try again later.' when the CMS is down", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cms.down = true
    const body = (await (await post('email-cta', { email: 'ada@example.com' })).json()) as {
      ok: boolean
      message: string
    }
    expect(body).toMatchObject({ ok: false, message: 'Request failed. Please try again later.' })
  })

  it('subscribes after the CF7 request, and shows the server message when already subscribed', async () => {
    cms.rest.set('/wp-json/custom/v1/subscribe/ada%40example.com', () =>
      Response.json({ success: true }),
    )
    const ok = (await (
      await post('subscribe', {
        email: 'ada@example.com',
        termsAccepted: '1',
        confirmMessage: 'See you soon.',
      })
    ).json()) as { ok: boolean; title: string; message: string }
    expect(ok).toMatchObject({ ok: true, title: 'Thank You!', message: 'See you soon.' })
    cms.rest.set('/wp-json/custom/v1/subscribe/ada%40example.com', () =>
      Response.json({ code: 'x', message: 'This email is already subscribed.' }, { status: 400 }),
    )
    const dup = (await (
      await post('subscribe', { email: 'ada@example.com', termsAccepted: '1' })
    ).json()) as { ok: boolean; message: string }
    expect(dup).toMatchObject({ ok: false, message: 'This email is already subscribed.' })
  })

  it('maps the unknown-user answer of unsubscribe', async () => {
    cms.rest.set(
      '/wp-json/custom/v1/unsubscribe/nobody%40example.com',
      () => new Response('There is no user with this email.', { status: 404 }),
    )
    const body = (await (await post('unsubscribe', { email: 'nobody@example.com' })).json()) as {
      message: string
    }
    expect(body.message).toBe('There is no subscribed user with this email.')
    cms.rest.set(
      '/wp-json/custom/v1/unsubscribe/nobody%40example.com',
      () => new Response('oops', { status: 500 }),
    )
    const other = (await (await post('unsubscribe', { email: 'nobody@example.com' })).json()) as {
      message: string
    }
    expect(other.message).toBe('An error occurred. Please try again later.')
  })

  it('rate-limits posts from one address with 429-style failure', async () => {
    const body = new FormData()
    body.set('email', 'ada@example.com')
    const send = () =>
      SELF.fetch(`${SITE}/api/forms/email-cta`, {
        method: 'POST',
        body,
        headers: { accept: 'application/json', 'cf-connecting-ip': '198.51.100.7' },
      })
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200)
    const limited = await send()
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as { message: string }).message).toBe(
      'Request failed. Please try again later.',
    )
  })

  it('redirects a successful post without JavaScript to the result page (303)', async () => {
    const res = await post('email-cta', { email: 'ada@example.com' }, 'text/html')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/form-result?kind=email-cta&status=sent')
    const page = await SELF.fetch(`${SITE}/form-result?kind=email-cta&status=sent`)
    expect(await page.text()).toContain('<h1>Thank you for contacting us!</h1>')
  })

  it('lists the problems on a result page when a post without JavaScript is invalid', async () => {
    const res = await post('contact', { email: 'x' }, 'text/html')
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('First Name is required.')
    expect(html).toContain('Please enter valid Email.')
  })
})
