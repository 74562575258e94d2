import { SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  block,
  cmsPage,
  servePages,
  stubCms,
  type CmsStub,
  type RecordedCall,
} from '../fixtures/cms-stub'
import {
  BYTES,
  cf7Answer,
  CONTACT,
  FEEDBACK,
  fileOf,
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
import { plainHeadings } from '../fixtures/plain-headings'

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

const today = () => new Date().toISOString().slice(0, 10)
/** What reached CF7 in an earlier try of `inOneWindow`. */
const forgetForwarded = () => void (forwarded.length = 0)
const withFile = (name: string, content: readonly number[] | Uint8Array | string) => ({
  ...CONTACT,
  cv: fileOf(content, name),
})

describe('POST /api/forms/:kind — refused before anything is sent to the CMS', () => {
  it('bad input: 400 with the exact messages', async () => {
    const res = await postForm('contact', { email: 'not-an-email', message: 'x'.repeat(1001) })
    expect(res.status).toBe(400)
    expect(await json(res)).toEqual({
      ok: false,
      outcome: 'invalid',
      title: 'Form submission failed',
      message: 'Please check the highlighted fields.',
      fieldErrors: {
        firstName: 'First Name is required.',
        lastName: 'Last Name is required.',
        email: 'Please enter valid Email.',
        interest: 'Please select an option.',
        message: 'Message can be at most 1000 characters.',
        termsAccepted: 'Accept terms and conditions.',
        captcha: 'Verify',
      },
    })
    expect(cms.calls.filter(sendsToCms)).toEqual([])
  })

  it('service form: full name and its own email texts', async () => {
    expect((await json(await postForm('service', { email: 'nope' }))).fieldErrors).toEqual({
      fullName: 'Full Name is required',
      email: 'Please enter a valid email address.',
    })
    expect((await json(await postForm('service', { fullName: 'Ada' }))).fieldErrors).toEqual({
      email: 'Email is required.',
    })
    expect(cms.calls.filter(sendsToCms)).toEqual([])
  })

  it('missing terms, malformed email, 1001-character message, one at a time', async () => {
    const captcha = await solvedCaptcha()
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ termsAccepted: '' }, { termsAccepted: 'Accept terms and conditions.' }],
      [{ email: 'ada@example' }, { email: 'Please enter valid Email.' }],
      [{ message: 'y'.repeat(1001) }, { message: 'Message can be at most 1000 characters.' }],
    ]
    for (const [change, errors] of cases) {
      const res = await postForm('contact', { ...CONTACT, captcha, ...change })
      expect(res.status).toBe(400)
      expect((await json(res)).fieldErrors).toEqual(errors)
    }
    expect(cms.calls.filter(sendsToCms)).toEqual([])
  })

  it("no captcha, a forged one or a replayed one: 'Verify'", async () => {
    const missing = await postForm('contact', CONTACT)
    expect((await json(missing)).fieldErrors).toEqual({ captcha: 'Verify' })
    const forged = await postForm('contact', {
      ...CONTACT,
      captcha: btoa('{"challenge":{"parameters":{}},"solution":{}}'),
    })
    expect((await json(forged)).fieldErrors).toEqual({ captcha: 'Verify' })
    expect(forwarded).toHaveLength(0)

    const token = await solvedCaptcha()
    expect((await postForm('landing', { ...CONTACT, captcha: token })).status).toBe(200)
    const replay = await postForm('landing', { ...CONTACT, captcha: token })
    expect(replay.status).toBe(400)
    expect((await json(replay)).fieldErrors).toEqual({ captcha: 'Verify' })
    expect(forwarded).toHaveLength(1)
  })

  it('a .pdf that is not a PDF, an .exe, and a file of 2,000,001 bytes', async () => {
    const invalid = 'Invalid file format. Please upload a file with the correct extension.'
    const fake = await postForm('contact', {
      ...withFile('cv.pdf', 'just text'),
      captcha: await solvedCaptcha(),
    })
    expect((await json(fake)).fieldErrors).toEqual({ cv: invalid })
    const exe = await postForm('contact', {
      ...withFile('setup.exe', BYTES.exe),
      captcha: await solvedCaptcha(),
    })
    expect((await json(exe)).fieldErrors).toEqual({ cv: invalid })
    const big = new Uint8Array(2_000_001)
    big.set(BYTES.pdf)
    const tooBig = await postForm('contact', {
      ...withFile('cv.pdf', big),
      captcha: await solvedCaptcha(),
    })
    expect(tooBig.status).toBe(400)
    expect(await json(tooBig)).toEqual({
      ok: false,
      outcome: 'invalid',
      title: 'File is too large',
      message: "File can't be larger than 2MB.",
      fieldErrors: { cv: "File can't be larger than 2MB." },
    })
    expect(cms.calls.filter(sendsToCms)).toEqual([])
  })

  it('an oversized body: 413 before parsing', async () => {
    const body = new FormData()
    body.set('email', 'ada@example.com')
    body.set('cv', new File([new Uint8Array(3_000_000)], 'cv.pdf'))
    const res = await SELF.fetch(`${SITE}/api/forms/contact`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json', 'cf-connecting-ip': nextIp() },
    })
    expect(res.status).toBe(413)
    expect(await json(res)).toMatchObject({
      title: 'File is too large',
      fieldErrors: { cv: "File can't be larger than 2MB." },
    })
    const text = await SELF.fetch(`${SITE}/api/forms/email-cta`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'ada@example.com', pad: 'x'.repeat(70_000) }),
      headers: { accept: 'application/json', 'cf-connecting-ip': nextIp() },
    })
    expect(text.status).toBe(413)
    expect(await json(text)).toMatchObject({ ok: false, message: 'The form is too large to send.' })
    expect(cms.calls).toHaveLength(0)
  })

  it('a wrong content type: 415', async () => {
    const res = await SELF.fetch(`${SITE}/api/forms/email-cta`, {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com' }),
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'cf-connecting-ip': nextIp(),
      },
    })
    expect(res.status).toBe(415)
    expect((await json(res)).ok).toBe(false)
    expect(cms.calls).toHaveLength(0)
  })

  it("a post from another site: 403 with the form's own answer", async () => {
    const post = (origin: string, accept = 'application/json') =>
      SELF.fetch(`${SITE}/api/forms/email-cta`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'ada@example.com' }),
        headers: { accept, origin, 'cf-connecting-ip': nextIp() },
      })
    const refused = await post('https://evil.example')
    expect(refused.status).toBe(403)
    expect(await json(refused)).toMatchObject({
      ok: false,
      outcome: 'cross-site',
      title: 'Form submission failed',
      message: 'Request failed. Please try again later.',
    })
    expect((await post('null')).status).toBe(403)
    expect(cms.calls).toHaveLength(0)
    // Without JavaScript: the result page, with the site's text and no form to send again.
    const page = await post('https://evil.example', 'text/html')
    expect(page.status).toBe(403)
    const html = await page.text()
    expect(html).toContain('Request failed. Please try again later.')
    expect(html).not.toContain('<form')
    expect((await post(SITE)).status).toBe(200)
    // The scheme does not matter (the site answers on http locally), the host does.
    expect((await post(SITE.replace('https:', 'http:'))).status).toBe(200)
  })

  it('a post with no Origin that the browser says came from elsewhere: 403, nothing forwarded', async () => {
    const post = (headers: Record<string, string>) =>
      SELF.fetch(`${SITE}/api/forms/email-cta`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'ada@example.com' }),
        headers: { accept: 'application/json', 'cf-connecting-ip': nextIp(), ...headers },
      })
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/form.html' },
      { referer: `https://www.example.test.evil.example/` },
      { referer: 'not a url' },
    ]
    for (const headers of elsewhere) {
      const res = await post(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect((await json(res)).outcome).toBe('cross-site')
    }
    expect(cms.calls).toHaveLength(0)
    // This site's own page, or a client that says nothing (no browser), goes on.
    expect((await post({ 'sec-fetch-site': 'same-origin', referer: `${SITE}/` })).status).toBe(200)
    expect((await post({})).status).toBe(200)
  })

  it('an unknown form: 404', async () => {
    expect((await postForm('admin', { email: 'ada@example.com' })).status).toBe(404)
  })

  it('rate limit per client IP: 429 telling the visitor to wait a minute', async () => {
    const { statuses, limited } = await inOneWindow(async () => {
      const ip = nextIp()
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        statuses.push((await postForm('email-cta', { email: 'ada@example.com' }, { ip })).status)
      }
      return {
        statuses,
        limited: await postForm('email-cta', { email: 'ada@example.com' }, { ip }),
      }
    }, forgetForwarded)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    expect(limited.status).toBe(429)
    expect(await json(limited)).toMatchObject({
      outcome: 'rate-limited',
      title: 'Form submission failed',
      message: 'You have sent several forms in a short time. Please wait a minute and try again.',
    })
    expect(forwarded).toHaveLength(5)
    expect((await postForm('email-cta', { email: 'ada@example.com' })).status).toBe(200)
  })

  it('rate limit per IPv6 /64: eight addresses of one network are one client', async () => {
    const { net, statuses } = await inOneWindow(async () => {
      const net = `2001:db8:${crypto.getRandomValues(new Uint16Array(1))[0]?.toString(16)}:7`
      const statuses: number[] = []
      for (let host = 1; host <= 8; host++) {
        const ip = `${net}::${host}`
        statuses.push((await postForm('email-cta', { email: 'ada@example.com' }, { ip })).status)
      }
      return { net, statuses }
    }, forgetForwarded)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    expect(forwarded).toHaveLength(5)
    // The next /64 is another client.
    const other = await postForm('email-cta', { email: 'ada@example.com' }, { ip: `${net}1::1` })
    expect(other.status).toBe(200)
  })
})

describe('POST /api/forms/:kind — forwarded to Contact Form 7', () => {
  it('sends multipart with the unit tag, a User-Agent, the Basic credential, the fields and the file bytes', async () => {
    const pdf = new Uint8Array([...BYTES.pdf, 0x00, 0xff, 0x10, 0x20])
    const res = await postForm(
      'contact',
      {
        ...CONTACT,
        captcha: await solvedCaptcha(),
        // A name and type chosen by the visitor's system reach nobody: the content decides.
        cv: new File([pdf], '../Ada Lovelace CV (final).PDF', { type: 'application/x-msdownload' }),
        injected: 'dropped',
      },
      { referer: `${SITE}/contact?from=ad` },
    )
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({
      ok: true,
      outcome: 'sent',
      title: 'Thank you for contacting us!',
      message: 'Thank you for your message. It has been sent.',
      fieldErrors: {},
    })
    expect(forwarded).toHaveLength(1)
    const sent = forwarded[0]
    expect(sent?.formId).toBe(101)
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/)
    // CF7 refuses a submission whose User-Agent is under 2 characters as spam.
    expect(sent?.userAgent.length).toBeGreaterThanOrEqual(2)
    const data = sent?.data
    expect(data?.get('_wpcf7_unit_tag')).toBe(`${today()}_101`)
    expect(data?.get('firstName')).toBe('Ada')
    expect(data?.get('lastName')).toBe('Lovelace')
    expect(data?.get('email')).toBe('ada@example.com')
    expect(data?.get('company')).toBe('Analytical Engines')
    expect(data?.get('interest')).toBe('Data & AI')
    expect(data?.get('service_interest')).toBe('Data & AI')
    expect(data?.get('termsAccepted')).toBe('1')
    expect(data?.get('referrer')).toBe(`${SITE}/contact?from=ad`)
    expect(data?.get('reference_page')).toBe('/contact')
    expect(data?.get('captcha')).toBeNull()
    expect(data?.get('injected')).toBeNull()
    const file = data?.get('cv')
    expect(file instanceof File && file.name).toBe('attachment.pdf')
    expect(file instanceof File && file.type).toBe('application/pdf')
    expect(file instanceof File && new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
    const call = cms.calls.find((c) => c.url.endsWith(FEEDBACK(101)))
    expect(call?.authorization).toBe('Basic dGVzdDp0ZXN0LXNlY3JldA==')
  })

  it("names the front page 'Home' and keeps a reference page the form sent", async () => {
    await postForm('email-cta', { email: 'ada@example.com' }, { referer: `${SITE}/` })
    await postForm('email-cta', { email: 'ada@example.com', reference_page: 'Pricing' })
    expect(forwarded.map((f) => f.data.get('reference_page'))).toEqual(['Home', 'Pricing'])
    expect(forwarded[0]?.data.get('_wpcf7_unit_tag')).toBe(`${today()}_105`)
  })

  it('maps validation_failed onto the fields with the server message', async () => {
    cms.rest.set(FEEDBACK(103), () =>
      cf7Answer('validation_failed', 'One or more fields have an error.', [
        { field: 'email', message: 'Please enter an email address.' },
      ]),
    )
    const res = await postForm('services-contact', CONTACT)
    expect(res.status).toBe(422)
    expect(await json(res)).toEqual({
      ok: false,
      outcome: 'cms-invalid',
      title: 'Form submission failed',
      message: 'One or more fields have an error.',
      fieldErrors: { email: 'Please enter an email address.' },
    })
  })

  it('spam and mail_failed are failures with the server message', async () => {
    cms.rest.set(FEEDBACK(104), () => cf7Answer('spam', 'There was an error trying to send.'))
    const body = await json(await postForm('service', { fullName: 'Ada', email: 'a@example.com' }))
    expect(body).toMatchObject({ ok: false, message: 'There was an error trying to send.' })
  })

  /** An application CF7 answers `duplicated_email`: the message the visitor is shown. */
  async function duplicateApplicationMessage(): Promise<unknown> {
    cms.rest.set(FEEDBACK(107), () => cf7Answer('duplicated_email', 'dup'))
    const res = await postForm('application', {
      ...CONTACT,
      vacancy: 'data-engineer',
      captcha: await solvedCaptcha(),
      cv: fileOf(BYTES.zip, 'cv.docx'),
    })
    return (await json(res)).message
  }

  it("duplicated_email: already applied, with Settings → General's email (read with the credential)", async () => {
    cms.graphql.set('SiteEmail', () => ({ generalSettings: { email: 'careers@acme.example' } }))
    expect(await duplicateApplicationMessage()).toBe(
      'You have already applied for this position. If you have any questions, contact us at careers@acme.example.',
    )
  })

  it("duplicated_email names the company's own address, not the demo company's", async () => {
    cms.graphql.set('SiteSettings', () => ({
      generalSettings: {
        title: 'Acme Robotics',
        description: 'Robots for warehouses.',
        email: 'jobs@acme.example',
        url: 'https://cms.test',
      },
    }))
    expect(await duplicateApplicationMessage()).toBe(
      'You have already applied for this position. If you have any questions, contact us at jobs@acme.example.',
    )
  })

  it("CMS down, a non-JSON answer or an unknown form id: 'Request failed. Please try again later.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cms.down = true
    const down = await postForm('email-cta', { email: 'ada@example.com' })
    expect(down.status).toBe(502)
    expect(await json(down)).toEqual({
      ok: false,
      outcome: 'failed',
      title: 'Form submission failed',
      message: 'Request failed. Please try again later.',
      fieldErrors: {},
    })
    cms.down = false
    cms.rest.set(FEEDBACK(105), () => new Response('<h1>Error</h1>', { status: 500 }))
    expect((await json(await postForm('email-cta', { email: 'a@example.com' }))).message).toBe(
      'Request failed. Please try again later.',
    )
    cms.rest.set(FEEDBACK(105), () =>
      Response.json({ code: 'wpcf7_not_found', message: 'Not found.' }, { status: 404 }),
    )
    expect((await json(await postForm('email-cta', { email: 'a@example.com' }))).message).toBe(
      'Request failed. Please try again later.',
    )
  })
})

describe('subscribe and unsubscribe', () => {
  const SUBSCRIBE = '/wp-json/custom/v1/subscribe/ada%2Bblog%40example.com'

  it('subscribe: CF7 first, then subscribe/{email} (encoded), then Thank You!', async () => {
    cms.rest.set(SUBSCRIBE, () => Response.json({ success: true }))
    const res = await postForm('subscribe', {
      email: 'ada+blog@example.com',
      termsAccepted: '1',
    })
    expect(await json(res)).toEqual({
      ok: true,
      outcome: 'subscribed',
      title: 'Thank You!',
      message: 'You have been subscribed to our blog.',
      fieldErrors: {},
    })
    const sent = cms.calls.filter((c) => !readsDefinition(c))
    expect(sent.map((c) => new URL(c.url).pathname)).toEqual([FEEDBACK(106), SUBSCRIBE])
    expect(cms.calls.every((c) => c.authorization?.startsWith('Basic '))).toBe(true)
  })

  it('subscribe failure: the server message, or the default text', async () => {
    cms.rest.set(SUBSCRIBE, () =>
      Response.json({ code: 'x', message: 'Try another address.' }, { status: 400 }),
    )
    const withMessage = await json(
      await postForm('subscribe', { email: 'ada+blog@example.com', termsAccepted: '1' }),
    )
    expect(withMessage).toMatchObject({
      ok: false,
      message: 'Try another address.',
      fieldErrors: { email: 'Try another address.' },
    })
    cms.rest.set(SUBSCRIBE, () => new Response('', { status: 409 }))
    const without = await json(
      await postForm('subscribe', { email: 'ada+blog@example.com', termsAccepted: '1' }),
    )
    expect(without.message).toBe('This email is already subscribed.')
  })

  it('subscribe: no subscribe call when CF7 refuses', async () => {
    cms.rest.set(FEEDBACK(106), () => cf7Answer('mail_failed', 'Mail failed.'))
    const body = await json(
      await postForm('subscribe', { email: 'ada+blog@example.com', termsAccepted: '1' }),
    )
    expect(body).toMatchObject({ ok: false, message: 'Mail failed.' })
    const sent = cms.calls.filter((c) => !readsDefinition(c))
    expect(sent.map((c) => new URL(c.url).pathname)).toEqual([FEEDBACK(106)])
  })

  it('unsubscribe: success, the unknown-user body, any other failure', async () => {
    const path = '/wp-json/custom/v1/unsubscribe/nobody%40example.com'
    cms.rest.set(path, () => Response.json({ success: true }))
    expect(await json(await postForm('unsubscribe', { email: 'nobody@example.com' }))).toEqual({
      ok: true,
      outcome: 'unsubscribed',
      title: 'Blog Unsubscribed',
      message:
        'You will no longer receive emails from our blog. If you change your mind, you can subscribe again at any time by entering your email again.',
      fieldErrors: {},
    })
    cms.rest.set(path, () => new Response('There is no user with this email.', { status: 404 }))
    expect(
      (await json(await postForm('unsubscribe', { email: 'nobody@example.com' }))).message,
    ).toBe('There is no subscribed user with this email.')
    cms.rest.set(path, () => new Response('oops', { status: 500 }))
    expect(
      (await json(await postForm('unsubscribe', { email: 'nobody@example.com' }))).message,
    ).toBe('An error occurred. Please try again later.')
    expect((await json(await postForm('unsubscribe', { email: 'nobody' }))).fieldErrors).toEqual({
      email: 'Please enter valid Email.',
    })
  })
})

describe('without JavaScript', () => {
  const html = { accept: 'text/html,application/xhtml+xml' }

  it('a successful post: 303 to the result page, which shows the texts', async () => {
    const res = await postForm('email-cta', { email: 'ada@example.com' }, html)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/form-result?status=sent&kind=email-cta')
    const page = await SELF.fetch(`${SITE}/form-result?status=sent&kind=email-cta`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const text = plainHeadings(await page.text())
    expect(text).toContain('Thank you for contacting us!</h1>')
    expect(text).toContain('Thank you for your message. It has been sent.')
  })

  it('a urlencoded post works too', async () => {
    const res = await SELF.fetch(`${SITE}/api/forms/services-contact`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ ...CONTACT }),
      headers: { 'cf-connecting-ip': nextIp() },
    })
    expect(res.status).toBe(303)
    expect(forwarded[0]?.data.get('firstName')).toBe('Ada')
  })

  it('invalid input: a 400 page listing the messages, with a link back', async () => {
    const res = await postForm('contact', { email: 'x' }, { ...html, referer: `${SITE}/contact` })
    expect(res.status).toBe(400)
    const text = await res.text()
    expect(text).toContain('Form submission failed</h1>')
    expect(text).toContain('Please correct the following and send the form again.')
    expect(text).toContain('First Name is required.')
    expect(text).toContain('Please enter valid Email.')
    expect(text).toContain('Verify')
    expect(text).toContain('The captcha check needs JavaScript.')
    expect(text).toContain('href="/contact"')
    // Nothing was forwarded: the only CMS reads are the page shell's company profile.
    const reads = (c: RecordedCall) => c.operationName?.startsWith('Site') || readsDefinition(c)
    expect(cms.calls.filter((c) => !reads(c))).toEqual([])
  })

  it("an application without its CV: the problem is not labelled '(optional)'", async () => {
    const res = await postForm(
      'application',
      { ...CONTACT, vacancy: 'data-engineer', captcha: 'x' },
      html,
    )
    expect(res.status).toBe(400)
    // React separates adjacent text with empty comments; the visitor sees one line.
    const text = (await res.text()).replaceAll('<!-- -->', '')
    expect(text).toContain('<strong>Attach a file:</strong> Please attach your CV.')
    expect(text).not.toContain('(optional):')
  })

  it('unsubscribed: Blog Unsubscribed with a Homepage button', async () => {
    cms.rest.set('/wp-json/custom/v1/unsubscribe/ada%40example.com', () =>
      Response.json({ success: true }),
    )
    const res = await postForm('unsubscribe', { email: 'ada@example.com' }, html)
    expect(res.headers.get('location')).toBe('/form-result?status=unsubscribed&kind=unsubscribe')
    const text = await (await SELF.fetch(`${SITE}${res.headers.get('location')}`)).text()
    expect(text).toContain('Blog Unsubscribed</h1>')
    expect(text).toMatch(/<a class="btn btn-primary" href="\/">Homepage<\/a>/)
  })

  it('an unknown result status is a 404', async () => {
    expect((await SELF.fetch(`${SITE}/form-result?status=pwned&kind=contact`)).status).toBe(404)
  })
})

describe('captcha challenge and the served page', () => {
  it('GET /api/captcha/challenge: a fresh signed challenge, never cached', async () => {
    const res = await SELF.fetch(`${SITE}/api/captcha/challenge`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { parameters: { algorithm: string }; signature: string }
    expect(body.parameters.algorithm).toBe('SHA-256')
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('a page with forms carries no form id, CMS address or credential', async () => {
    servePages(cms, {
      '/contact': cmsPage('/contact', 'Contact', [
        block('custom/contact', { title: "Let's talk", formId: 101 }),
        block('custom/subscribe', { title: 'Newsletter', formId: 106, buttonText: 'Join' }),
      ]),
    })
    const res = await SELF.fetch(`${SITE}/contact`)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('&quot;kind&quot;:&quot;contact&quot;')
    expect(page).toContain('&quot;kind&quot;:&quot;subscribe&quot;')
    expect(page).toContain('action="/api/forms/contact"')
    const props = [...page.matchAll(/data-props="([^"]*)"/g)].map((m) => m[1]).join(' ')
    expect(props).not.toMatch(/\b10[1-7]\b|formId/)
    expect(page).not.toMatch(/cms\.test|contact-forms|_wpcf7|Basic |dGVzdDp0ZXN0LXNlY3JldA/)
  })

  it('a vacancy page loads the island runtime: its application form and captcha need it', async () => {
    cms.rest.set('/wp-admin/admin-ajax.php?action=frt_jobs', () =>
      Response.json([
        {
          slug: 'data-engineer',
          job_position_id: 17,
          name: 'Data Engineer',
          occupation_category: 'Engineering',
          locations: ['Belgrade'],
        },
      ]),
    )
    const res = await SELF.fetch(`${SITE}/careers/data-engineer`)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('data-island="form"')
    expect(page).toContain('action="/api/forms/application"')
    expect(page.includes('<script type="module" src="/assets/client.js"'), 'runtime').toBe(true)
  })
})
