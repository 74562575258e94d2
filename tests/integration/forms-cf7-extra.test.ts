import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SELF } from 'cloudflare:test'
import { useEmbeddedCms, type EmbeddedCms } from '../fixtures/embedded-cms'
import { fieldsSent } from '../../src/forms/cf7-fields'
import { cf7Answer, CONTACT, json, postForm, SITE, solvedCaptcha } from '../fixtures/forms'

/**
 * Fields a company's editor adds on CF7's Form tab beyond the site's own: the contact page shows
 * them, the edge checks them as CF7 would and forwards them under their tag names, nothing else.
 */
let cms: EmbeddedCms
let forwarded: Promise<FormData>[]

beforeEach(async () => {
  cms = await useEmbeddedCms()
  forwarded = []
  cms.intercept = (request) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/feedback')) {
      forwarded.push(request.clone().formData())
    }
    return null
  }
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The demo's contact form with a required phone, a team size and a topics group added. */
const COMPANY_FORM = [
  '[text* firstName] [text* lastName] [email* email] [text company]',
  '[select* interest "Software development" "Data & AI"] [textarea message maxlength:1000]',
  '[file cv limit:2000000 filetypes:pdf|doc|docx|png|jpg|jpeg|txt|xlsx|csv]',
  '<label> Your phone [tel* phone] </label>',
  '[number team_size min:1 max:500]',
  '[checkbox topics use_label_element "Web" "Mobile"]',
  '[acceptance termsAccepted] I accept [/acceptance]',
  '[hidden reference_page] [hidden referrer] [hidden service_interest] [submit "Send"]',
].join('\n')

const useCompanyForm = async () => {
  expect((await cms.operator('/cf7-forms/101', { form: COMPANY_FORM })).status).toBe(200)
}

/** The names of a page's contact form controls, in order. */
const namesIn = (page: string) => {
  const form = /<form[^>]*form-contact[\s\S]*?<\/form>/.exec(page)?.[0] ?? ''
  return [...form.matchAll(/<(?:input|select|textarea)\b[^>]*?\bname="([^"]+)"/g)].map((m) => m[1])
}

describe("a CF7 form's extra fields on the contact page", () => {
  it('shows them after the site’s fields and before the consent, labelled, typed and bounded', async () => {
    await useCompanyForm()
    const page = await (await SELF.fetch(`${SITE}/contact`)).text()
    const names = namesIn(page)
    expect(names.slice(names.indexOf('cv'))).toEqual([
      'cv',
      'phone',
      'team_size',
      'topics',
      'topics',
      'termsAccepted',
      'captcha',
    ])
    const tagOf = (name: string) =>
      new RegExp(`<(?:input|select)\\b[^>]*\\bname="${name}"[^>]*>`).exec(page)?.[0] ?? ''
    const labelOf = (name: string) =>
      new RegExp(`<label for="[^"]+-${name}">([^<]*)</label>`).exec(page)?.[1]
    expect(labelOf('phone')).toBe('Your phone')
    expect(tagOf('phone')).toMatch(/type="tel"/)
    expect(tagOf('phone')).toMatch(/aria-required="true"/)
    expect(tagOf('phone')).toMatch(/maxLength="400"/)
    expect(labelOf('team_size')).toBe('Team size (optional)')
    expect(tagOf('team_size')).toMatch(/type="number" min="1" max="500"/)
    expect(tagOf('team_size')).not.toMatch(/aria-required/)
    expect(page).toMatch(
      /<fieldset class="field field-wide field-choices"><legend>Topics \(optional\)<\/legend><div class="terms-row"><input id="([^"]+)-topics-0" type="checkbox" name="topics" value="Web"\/><label for="\1-topics-0">Web<\/label>/,
    )
  })

  it('the demo form, which has none, keeps exactly the site’s fields', async () => {
    const page = await (await SELF.fetch(`${SITE}/contact`)).text()
    expect(namesIn(page)).toEqual([
      'reference_page',
      'firstName',
      'lastName',
      'email',
      'company',
      'interest',
      'message',
      'cv',
      'termsAccepted',
      'captcha',
    ])
    expect(page).not.toContain('<fieldset')
  })
})

describe('posting a form with extra fields', () => {
  it('a missing required one: its clear message, and nothing forwarded', async () => {
    await useCompanyForm()
    const res = await postForm('contact', {
      ...CONTACT,
      interest: 'Data & AI',
      team_size: '501',
      topics: ['Web', 'Desktop'],
      captcha: await solvedCaptcha(),
    })
    expect(res.status).toBe(400)
    expect((await json(res)).fieldErrors).toEqual({
      phone: 'Your phone is required.',
      team_size: 'Please enter a number of at most 500.',
      topics: 'Please select an option.',
    })
    expect(forwarded).toEqual([])
  })

  it('without JavaScript: the result page names the field by its label', async () => {
    await useCompanyForm()
    const res = await postForm(
      'contact',
      { ...CONTACT, interest: 'Data & AI', captcha: await solvedCaptcha() },
      { accept: 'text/html' },
    )
    expect(res.status).toBe(400)
    const page = await res.text()
    expect(/<ul class="form-problems">[\s\S]*?<\/ul>/.exec(page)?.[0]).toBe(
      '<ul class="form-problems"><li><strong>Your phone<!-- -->:</strong> <!-- -->Your phone is required.</li></ul>',
    )
    expect(forwarded).toEqual([])
  })

  it('without JavaScript: the site’s fields and the extra ones in error are named in one answer', async () => {
    await useCompanyForm()
    const res = await postForm(
      'contact',
      { ...CONTACT, firstName: '', interest: 'Data & AI', captcha: await solvedCaptcha() },
      { accept: 'text/html' },
    )
    expect(res.status).toBe(400)
    const problems = /<ul class="form-problems">[\s\S]*?<\/ul>/.exec(await res.text())?.[0] ?? ''
    const named = [...problems.matchAll(/<strong>([^<]+)<!-- -->:<\/strong>/g)].map((m) => m[1])
    expect(named).toEqual(['First name', 'Your phone'])
    expect(forwarded).toEqual([])
  })

  it('filled in: forwarded under the tag names (a list as name[]), unknown names dropped', async () => {
    await useCompanyForm()
    const res = await postForm('contact', {
      ...CONTACT,
      interest: 'Data & AI',
      phone: ' +44 20 7946 0958 ',
      team_size: '12',
      topics: ['Web', 'Mobile'],
      stray: 'never forwarded',
      captcha: await solvedCaptcha(),
    })
    expect(await json(res)).toMatchObject({ ok: true })
    expect(forwarded).toHaveLength(1)
    const data = (await forwarded[0]) ?? new FormData()
    const names = [...new Set(data.keys())].filter((n) => !n.startsWith('_wpcf7'))
    expect(names.sort()).toEqual(
      [...fieldsSent('contact').map((f) => f.name), 'phone', 'team_size', 'topics[]']
        .filter((n) => n !== 'cv')
        .sort(),
    )
    expect(data.get('phone')).toBe('+44 20 7946 0958')
    expect(data.get('team_size')).toBe('12')
    expect(data.getAll('topics[]')).toEqual(['Web', 'Mobile'])
  })

  it("CF7's own complaint about an extra field is shown on that field, not as a broken form", async () => {
    await useCompanyForm()
    cms.intercept = (request) =>
      request.method === 'POST' && new URL(request.url).pathname.endsWith('/feedback')
        ? cf7Answer('validation_failed', 'One or more fields have an error.', [
            { field: 'phone', message: 'This number is not reachable.' },
          ])
        : null
    const res = await postForm('contact', {
      ...CONTACT,
      interest: 'Data & AI',
      phone: '+44 20 7946 0958',
      captcha: await solvedCaptcha(),
    })
    expect((await json(res)).fieldErrors).toEqual({ phone: 'This number is not reachable.' })
  })
})
