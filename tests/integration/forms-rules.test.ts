import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubCms, type CmsStub, type RecordedCall } from '../fixtures/cms-stub'
import {
  BYTES,
  cf7Answer,
  CONTACT,
  FEEDBACK,
  inOneWindow,
  JOBS_PATH,
  json,
  nextIp,
  postForm,
  readsDefinition,
  sendsToCms,
  SITE,
  solvedCaptcha,
  stubFeedback,
  VACANCIES,
  type Forwarded,
} from '../fixtures/forms'

let cms: CmsStub
let forwarded: Forwarded[]

beforeEach(() => {
  cms = stubCms()
  forwarded = stubFeedback(cms)
  cms.rest.set(JOBS_PATH, () => Response.json(VACANCIES))
})
afterEach(() => {
  vi.restoreAllMocks()
})

const REQUEST_FAILED = 'Request failed. Please try again later.'
const ONE_LINE = 'Please keep this to one line, without line breaks.'
const html = { accept: 'text/html,application/xhtml+xml' }
/** React separates adjacent text with empty comments; the visitor reads one line. */
const textOf = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '')

describe('inputs that reach the CMS are clean', () => {
  it('a line break in a name, the email or the company is refused with a clear message', async () => {
    for (const [field, value] of [
      ['firstName', 'Ada\nBcc: everyone@example.com'],
      ['lastName', 'Love\r\nlace'],
      ['company', 'Analytical\u2028Engines'],
      ['email', 'ada@example.com\nbcc@example.com'],
    ] as const) {
      const res = await postForm('services-contact', { ...CONTACT, [field]: value })
      expect(res.status, field).toBe(400)
      expect((await json(res)).fieldErrors, field).toEqual({ [field]: ONE_LINE })
    }
    expect(cms.calls.filter(sendsToCms)).toEqual([])
  })

  it('a 1,000-character message with 100 line breaks (1,099 on the wire) is accepted and forwarded', async () => {
    const message = Array.from({ length: 100 }, () => 'abcdefghi').join('\r\n') + 'x'
    const res = await postForm('services-contact', { ...CONTACT, message })
    expect(res.status).toBe(200)
    expect(forwarded[0]?.data.get('message')).toBe(message)
    const over = await postForm('services-contact', { ...CONTACT, message: `${message}y` })
    expect((await json(over)).fieldErrors).toEqual({
      message: 'Message can be at most 1000 characters.',
    })
    // UTF-16 code units, as the browser and CF7 count: an emoji is two.
    const emoji = await postForm('services-contact', { ...CONTACT, message: '😀'.repeat(501) })
    expect((await json(emoji)).fieldErrors).toEqual({
      message: 'Message can be at most 1000 characters.',
    })
    expect(forwarded).toHaveLength(1)
  })

  it('a name of 51 emoji (102 UTF-16 units) is refused as the browser would; 50 are sent', async () => {
    for (const [field, kind] of [
      ['firstName', 'services-contact'],
      ['lastName', 'services-contact'],
      ['company', 'services-contact'],
      ['fullName', 'service'],
    ] as const) {
      const base = kind === 'service' ? { fullName: 'Ada', email: CONTACT.email } : CONTACT
      const res = await postForm(kind, { ...base, [field]: '😀'.repeat(51) })
      expect(res.status, field).toBe(400)
      expect((await json(res)).fieldErrors, field).toEqual({
        [field]: 'Please use at most 100 characters.',
      })
    }
    expect(cms.calls.filter(sendsToCms)).toEqual([])
    const fits = await postForm('services-contact', { ...CONTACT, firstName: '😀'.repeat(50) })
    expect(fits.status).toBe(200)
    expect(forwarded[0]?.data.get('firstName')).toBe('😀'.repeat(50))
  })

  it('a stricter email check: dots and hyphens where no address has them', async () => {
    for (const email of [
      'ada..lovelace@example.com',
      '.ada@example.com',
      'ada.@example.com',
      'ada@-example.com',
      'ada@example-.com',
      'ada@mail.-example.com',
      'ada@example..com',
      'ada@example.c',
    ]) {
      const res = await postForm('service', { fullName: 'Ada', email })
      expect((await json(res)).fieldErrors, email).toEqual({
        email: 'Please enter a valid email address.',
      })
    }
    expect(cms.calls.filter(sendsToCms)).toEqual([])
    for (const email of ["o'neil.ada+cv@mail.example-labs.co.uk", 'ada@xn--80ak6aa92e.com']) {
      expect((await postForm('service', { fullName: 'Ada', email })).status, email).toBe(200)
    }
  })
})

describe('forms the CMS switched off, and vacancies that do not exist', () => {
  it('a form whose CMS form id is 0 is refused at the edge, before its captcha is spent', async () => {
    const captcha = await solvedCaptcha()
    const res = await postForm('contact', { ...CONTACT, captcha, form: 'off' })
    expect(res.status).toBe(503)
    expect(await json(res)).toMatchObject({
      outcome: 'unavailable',
      message: 'This form is not available at the moment.',
    })
    expect(cms.calls).toHaveLength(0)
    // The captcha was not spent: the same solution still passes once the form is on.
    expect((await postForm('contact', { ...CONTACT, captcha })).status).toBe(200)
  })

  it('an application for a vacancy that does not exist is refused and nothing is forwarded', async () => {
    const application = {
      ...CONTACT,
      vacancy: 'chief-unicorn-officer',
      captcha: await solvedCaptcha(),
      cv: new File([new Uint8Array(BYTES.pdf)], 'cv.pdf'),
    }
    const res = await postForm('application', application)
    expect(res.status).toBe(422)
    expect(await json(res)).toMatchObject({
      ok: false,
      outcome: 'vacancy-closed',
      message:
        'This position is no longer open, so we cannot accept applications for it. Please see our open positions on the careers page.',
    })
    expect(forwarded).toHaveLength(0)
    const open = await postForm('application', {
      ...application,
      vacancy: 'data-engineer',
      captcha: await solvedCaptcha(),
    })
    expect(open.status).toBe(200)
    expect(forwarded.map((f) => f.data.get('vacancy'))).toEqual(['data-engineer'])
  })
})

describe('CF7 and the site must agree on the form', () => {
  it("a select value CF7 does not know: a configuration error in the log, the spec's failure text", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cms.rest.set(FEEDBACK(101), () =>
      cf7Answer('validation_failed', 'One or more fields have an error.', [
        { field: 'interest', message: 'Undefined value was submitted through this field.' },
      ]),
    )
    const res = await postForm('contact', { ...CONTACT, captcha: await solvedCaptcha() })
    expect(res.status).toBe(502)
    expect(await json(res)).toEqual({
      ok: false,
      outcome: 'failed',
      title: 'Form submission failed',
      message: REQUEST_FAILED,
      fieldErrors: {},
    })
    expect(log.mock.calls.flat().join(' ')).toMatch(
      /CF7 form 101 \(contact\): configuration error.*interest: Undefined value/,
    )
  })

  it('a field the visitor can correct stays on that field', async () => {
    cms.rest.set(FEEDBACK(103), () =>
      cf7Answer('validation_failed', 'One or more fields have an error.', [
        { field: 'company', message: 'This field has a too long input.' },
      ]),
    )
    const body = await json(await postForm('services-contact', CONTACT))
    expect(body).toMatchObject({
      outcome: 'cms-invalid',
      fieldErrors: { company: 'This field has a too long input.' },
    })
  })

  it('the contact form sends any interest its block offers; CF7 has the last word', async () => {
    const res = await postForm('contact', {
      ...CONTACT,
      interest: 'Quantum consulting',
      captcha: await solvedCaptcha(),
    })
    expect(res.status).toBe(200)
    expect(forwarded[0]?.data.get('interest')).toBe('Quantum consulting')
  })
})

describe("subscribe and unsubscribe failures: the spec's texts, never WordPress's", () => {
  const SUBSCRIBE = '/wp-json/custom/v1/subscribe/ada%40example.com'
  const UNSUBSCRIBE = '/wp-json/custom/v1/unsubscribe/ada%40example.com'
  const subscribe = async () =>
    json(await postForm('subscribe', { email: 'ada@example.com', termsAccepted: '1' }))

  it("WordPress's own errors (no route, no permission, a fatal error) show 'Request failed'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const wpErrors = [
      Response.json(
        {
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
        },
        { status: 404 },
      ),
      Response.json(
        { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' },
        { status: 401 },
      ),
      Response.json(
        {
          code: 'internal_server_error',
          message: '<p>There has been a critical error on this website.</p>',
          data: { status: 500 },
        },
        { status: 500 },
      ),
      new Response('<!DOCTYPE html><html><body>Fatal error</body></html>', { status: 500 }),
    ]
    for (const answer of wpErrors) {
      cms.rest.set(SUBSCRIBE, () => answer.clone())
      const body = await subscribe()
      expect(body).toMatchObject({
        ok: false,
        message: REQUEST_FAILED,
        fieldErrors: { email: REQUEST_FAILED },
      })
    }
  })

  it("the subscription service's own message is shown, also on a 5xx", async () => {
    cms.rest.set(SUBSCRIBE, () =>
      Response.json(
        { code: 'newsletter_paused', message: 'Our newsletter is paused until Monday.' },
        { status: 503 },
      ),
    )
    expect((await subscribe()).fieldErrors).toEqual({
      email: 'Our newsletter is paused until Monday.',
    })
  })

  it("unsubscribe: every failure but the unknown-user text is 'An error occurred…'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const unsubscribe = async () =>
      json(await postForm('unsubscribe', { email: 'ada@example.com' }))
    for (const answer of [
      Response.json({ code: 'rest_no_route', message: 'No route was found.' }, { status: 404 }),
      new Response('Database error', { status: 500 }),
    ]) {
      cms.rest.set(UNSUBSCRIBE, () => answer.clone())
      expect((await unsubscribe()).message).toBe('An error occurred. Please try again later.')
    }
    cms.down = true
    expect((await unsubscribe()).message).toBe('An error occurred. Please try again later.')
  })
})

describe('without JavaScript: honest, and nothing typed is lost', () => {
  it('a refused post shows the form again with what was typed, under the problems', async () => {
    const res = await postForm(
      'services-contact',
      { ...CONTACT, email: 'ada@example', message: 'Line one\r\nLine two' },
      { ...html, referer: `${SITE}/services/data` },
    )
    expect(res.status).toBe(400)
    const page = await textOf(res)
    expect(page).toContain('<strong>Email:</strong> Please enter a valid email address.')
    expect(page).toMatch(/<a class="btn btn-primary" href="#form-again">Back to the form<\/a>/)
    expect(page).toContain('id="form-again"')
    expect(page).toMatch(/name="firstName"[^>]*value="Ada"/)
    expect(page).toMatch(/name="company"[^>]*value="Analytical Engines"/)
    expect(page).toMatch(/name="email"[^>]*value="ada@example"/)
    expect(page).toMatch(/<textarea[^>]*name="message"[^>]*>\s*Line one\r?\nLine two<\/textarea>/)
    expect(page).toMatch(/name="termsAccepted"[^>]*checked=""/)
    // The page it came from stays the reference of a second try.
    expect(page).toContain('name="reference_page" value="/services/data"')
    expect(page).toContain('href="/services/data">Back to the page</a>')
    // Nothing was forwarded: the only CMS reads are the page shell's company profile and the
    // CF7 form's rules the form is shown with.
    const reads = (c: RecordedCall) => c.operationName?.startsWith('Site') || readsDefinition(c)
    expect(cms.calls.filter((c) => !reads(c))).toEqual([])
  })

  it("an email form's success page shows the block's confirm message, once", async () => {
    const post = await postForm(
      'email-cta',
      { email: 'ada@example.com', confirm_message: 'The guide is on its way to your inbox.' },
      html,
    )
    expect(post.status).toBe(303)
    const location = post.headers.get('location') ?? ''
    expect(location).toBe('/form-result?status=sent&kind=email-cta')
    expect(location).not.toContain('guide')
    const cookie = (post.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    expect(forwarded[0]?.data.get('confirm_message')).toBeNull()
    const page = await SELF.fetch(`${SITE}${location}`, { headers: { cookie } })
    expect(await textOf(page)).toContain('The guide is on its way to your inbox.')
    expect(page.headers.get('set-cookie')).toMatch(/form_confirm=; .*Max-Age=0/)
    const again = await SELF.fetch(`${SITE}${location}`)
    expect(await textOf(again)).toContain('Thank you for your message. It has been sent.')
  })

  it('a rate-limited post says to wait a minute and keeps the form', async () => {
    // The six posts counted in one minute of the limiter (they are sent again if they straddle two).
    const res = await inOneWindow(async () => {
      const ip = nextIp()
      for (let i = 0; i < 5; i++) await postForm('email-cta', { email: 'ada@example.com' }, { ip })
      return postForm('email-cta', { email: 'ada@example.com' }, { ...html, ip })
    })
    expect(res.status).toBe(429)
    const page = await textOf(res)
    expect(page).toContain('Please wait a minute and try again.')
    expect(page).toMatch(/name="email"[^>]*value="ada@example.com"/)
  })
})
