import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SELF } from 'cloudflare:test'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'
import { fieldsSent } from '../../src/forms/cf7-fields'
import { BYTES, CONTACT, json, postForm, SITE, solvedCaptcha } from '../fixtures/forms'

/**
 * Forms agree with Contact Form 7 by construction: a company's CF7 form (read from its definition
 * in the embedded content service) decides the choices, required fields and file rules the browser
 * shows and the edge checks.
 */
let cms: EmbeddedCms

beforeEach(async () => {
  cms = await useEmbeddedCms()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The company's own contact form: five interests, a required company, PDFs up to 500 KB. */
const COMPANY_FORM = [
  '<label> First name [text* firstName] </label>',
  '[text* lastName] [email* email] [text* company]',
  '[select* interest "Consulting" "Support" "Training" "Licensing" "Other"]',
  '[textarea message maxlength:1000]',
  '[file cv limit:500kb filetypes:pdf]',
  '[acceptance termsAccepted] I agree [/acceptance]',
  '[submit "Send"]',
].join('\n')

const useCompanyForm = async () => {
  const res = await cms.operator('/cf7-forms/101', { form: COMPANY_FORM })
  expect(res.status).toBe(200)
}

const optionsOf = (page: string) =>
  [
    ...(/<select[^>]*name="interest"[^>]*>([\s\S]*?)<\/select>/.exec(page)?.[1] ?? '').matchAll(
      /<option[^>]*>([^<]*)<\/option>/g,
    ),
  ].map((m) => m[1]?.replaceAll('&amp;', '&'))

const feedbackPosts = () =>
  cms.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/feedback'))

describe("the contact form takes its choices and rules from the company's CF7 form", () => {
  it('offers the CF7 select options, not the demo defaults', async () => {
    await useCompanyForm()
    const page = await (await SELF.fetch(`${SITE}/contact`)).text()
    expect(optionsOf(page)).toEqual([
      'Please select',
      'Consulting',
      'Support',
      'Training',
      'Licensing',
      'Other',
    ])
    // The definition is read with the server-side credential, never named in the page.
    const read = cms.requests.find((r) => r.path === '/wp-json/contact-form-7/v1/contact-forms/101')
    expect(read?.method).toBe('GET')
    expect(read?.headers.get('authorization')).toMatch(/^Basic /)
    expect(page).not.toContain('contact-forms')
    // The company is required there: no longer '(optional)', and marked required.
    expect(page).toMatch(
      /<label[^>]*>Company<\/label><input[^>]*aria-required="true"[^>]*name="company"/,
    )
    expect(page).toMatch(/<input[^>]*accept="\.pdf"[^>]*name="cv"/)
    expect(page).toContain('One file: PDF, up to 500 KB.')
  })

  it('the demo form keeps the demo choices', async () => {
    const page = await (await SELF.fetch(`${SITE}/contact`)).text()
    expect(optionsOf(page)).toHaveLength(13)
    expect(optionsOf(page)).toContain('Data & AI')
  })

  it('the edge refuses what CF7 would refuse, before sending, and sends what it accepts', async () => {
    await useCompanyForm()
    const captcha = await solvedCaptcha()
    const demoChoice = await postForm('contact', { ...CONTACT, captcha })
    expect(demoChoice.status).toBe(400)
    expect((await json(demoChoice)).fieldErrors).toEqual({ interest: 'Please select an option.' })
    const noCompany = await postForm('contact', {
      ...CONTACT,
      interest: 'Support',
      company: '',
      captcha: await solvedCaptcha(),
    })
    expect((await json(noCompany)).fieldErrors).toEqual({ company: 'Company is required.' })
    const docx = new File([new Uint8Array(BYTES.zip)], 'brief.docx')
    const wrongType = await postForm('contact', {
      ...CONTACT,
      interest: 'Support',
      cv: docx,
      captcha: await solvedCaptcha(),
    })
    expect((await json(wrongType)).fieldErrors).toEqual({
      cv: 'Invalid file format. Please upload a file with the correct extension.',
    })
    const big = new Uint8Array(600_000)
    big.set(BYTES.pdf)
    const tooBig = await postForm('contact', {
      ...CONTACT,
      interest: 'Support',
      cv: new File([big], 'brief.pdf'),
      captcha: await solvedCaptcha(),
    })
    expect(await json(tooBig)).toMatchObject({
      title: 'File is too large',
      fieldErrors: { cv: "File can't be larger than 500KB." },
    })
    expect(feedbackPosts()).toEqual([])

    const sent = await postForm('contact', {
      ...CONTACT,
      interest: 'Support',
      captcha: await solvedCaptcha(),
    })
    expect(await json(sent)).toMatchObject({ ok: true })
    expect(feedbackPosts()).toHaveLength(1)
  })

  it('reads a form definition once for many pages and posts (cached like other CMS answers)', async () => {
    await useCompanyForm()
    await SELF.fetch(`${SITE}/contact`)
    await postForm('contact', { ...CONTACT, interest: 'Support', captcha: await solvedCaptcha() })
    await SELF.fetch(`${SITE}/contact`)
    const reads = cms.requests.filter((r) => r.path.endsWith('/contact-forms/101'))
    expect(reads).toHaveLength(1)
  })

  it('a credential that may not read forms: the site keeps its own rules and says what to do', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    cms.intercept = (request) =>
      new URL(request.url).pathname === '/wp-json/contact-form-7/v1/contact-forms/101'
        ? Response.json(
            { code: 'wpcf7_forbidden', message: 'Not allowed.', data: { status: 403 } },
            { status: 403 },
          )
        : null
    const res = await SELF.fetch(`${SITE}/contact`)
    expect(res.status).toBe(200)
    expect(optionsOf(await res.text())).toContain('Data & AI')
    expect(error.mock.calls.flat().join('\n')).toContain('CF7 form 101: HTTP 403 (')
    expect(error.mock.calls.flat().join('\n')).toContain('run npm run cms:check')
  })

  it('sends CF7 exactly the fields the README and cms:check name for the form', async () => {
    const seen: { data?: Promise<FormData> } = {}
    cms.intercept = (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/feedback')) {
        seen.data = request.clone().formData()
      }
      return null
    }
    const pdf = new File([new Uint8Array(BYTES.pdf)], 'cv.pdf')
    const res = await postForm('contact', { ...CONTACT, cv: pdf, captcha: await solvedCaptcha() })
    expect(await json(res)).toMatchObject({ ok: true })
    const data = (await seen.data) ?? new FormData()
    const posted = [...data.keys()].filter((name) => !name.startsWith('_wpcf7'))
    expect(posted.sort()).toEqual(
      fieldsSent('contact')
        .map((f) => f.name)
        .sort(),
    )
  })
})
