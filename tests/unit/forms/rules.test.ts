import { describe, expect, it } from 'vitest'
import { scanFormTags } from '../../../embedded-cms/src/cf7/form-tags'
import { compareForm } from '../../../src/forms/cf7-check'
import { fileRuleFor, rulesFromTags } from '../../../src/forms/rules'
import { validateSubmission } from '../../../src/forms/validate'

/** Rules from a CF7 template, scanned as the embedded content service (and CF7) scan it. */
const rulesOf = (template: string) => rulesFromTags(scanFormTags(template))

describe("a CF7 form's rules", () => {
  it('takes select values as CF7 accepts them: no first_as_label label, entities decoded, pipes before', () => {
    const rules = rulesOf(
      '[select* interest first_as_label "Pick one" "R&amp;D" "Sales|sales@example.com" ""]',
    )
    expect(rules.choices).toEqual({ interest: ['R&D', 'Sales'] })
    expect(rules.required).toEqual(['interest'])
  })

  it("requires starred fields and an acceptance unless it is 'optional'", () => {
    expect(rulesOf('[text company] [text* phone] [acceptance terms]').required).toEqual([
      'phone',
      'terms',
    ])
    expect(rulesOf('[acceptance terms optional]').required).toEqual([])
  })

  it('requires a radio group and a quiz always, as CF7 validates them', () => {
    expect(
      rulesOf(
        '[radio budget "Small" "Large"] [quiz capital "Capital?|Paris"] [checkbox news "Yes"]',
      ).required,
    ).toEqual(['budget', 'capital'])
  })

  it('cms:check names a required quiz the site cannot show as a failure, with what to do; a radio group it shows', () => {
    const tags = scanFormTags(
      '[email* email] [radio budget "Small" "Large"] [quiz capital "Capital?|Paris"] [hidden reference_page] [hidden referrer]',
    )
    const findings = compareForm('email-cta', tags)
    expect(findings).toEqual([
      {
        level: 'fail',
        field: 'capital',
        problem:
          'the CF7 form requires it and the site never sends it (CF7 checks a quiz answer against the form it rendered itself): every submission fails',
        fix: 'remove the quiz (the site has its own CAPTCHA; CF7 checks a quiz answer against the form it rendered itself)',
      },
    ])
  })

  it("reads a file tag's limit and types; without filetypes CF7 takes images, audio, video", () => {
    expect(rulesOf('[file cv limit:2mb filetypes:pdf|.DOCX|text/csv]').files.cv).toEqual({
      limit: 2 * 1024 * 1024,
      types: ['pdf', 'docx', 'csv'],
    })
    expect(rulesOf('[file cv]').files.cv).toEqual({
      limit: 1024 * 1024,
      types: ['png', 'jpg', 'jpeg'],
    })
    expect(rulesOf('[file cv limit:300000 filetypes:image/*]').files.cv?.limit).toBe(300_000)
  })

  it("narrows the site's attachment rule: the lower limit, the common kinds, required if either says", () => {
    const rules = rulesOf('[file* cv limit:1mb filetypes:pdf|heic]')
    expect(fileRuleFor('contact', rules)).toEqual({
      required: true,
      maxBytes: 1024 * 1024,
      extensions: ['pdf'],
    })
    // CF7's 2 MiB is above the site's 2,000,000 bytes: the site's limit stays.
    expect(fileRuleFor('application', rulesOf('[file cv limit:2mb filetypes:pdf]'))?.maxBytes).toBe(
      2_000_000,
    )
    expect(fileRuleFor('landing', rules)).toBeNull()
  })

  it('checks a submission against them as the edge and the browser do', async () => {
    const rules = rulesOf('[text* company] [select* interest "Consulting" "Support"]')
    const values = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      interest: 'Data & AI',
      termsAccepted: '1',
      captcha: 'token',
    }
    expect(await validateSubmission('contact', values, null)).toMatchObject({ ok: true })
    expect(await validateSubmission('contact', values, null, rules)).toEqual({
      ok: false,
      fieldErrors: { company: 'Company is required.', interest: 'Please select an option.' },
    })
    const fixed = { ...values, company: 'ACME', interest: 'Support' }
    expect(await validateSubmission('contact', fixed, null, rules)).toMatchObject({ ok: true })
  })

  it("checks CF7's minlength and maxlength with the form's own texts, as CF7 6.1 answers", async () => {
    // Seen on the rig: `[text company minlength:3 maxlength:50]`, `[textarea message minlength:20]`
    // and invalid_too_short changed to 'Zu kurz.' on the form's Messages tab.
    const tags = scanFormTags(
      '[text company minlength:3 maxlength:50] [textarea message minlength:20] [select* interest "Support"]',
    )
    const rules = rulesFromTags(tags, { invalid_too_short: 'Zu kurz.' })
    expect(rules.lengths).toEqual({
      company: { min: 3, max: 50 },
      message: { min: 20, max: undefined },
    })
    const values = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      interest: 'Support',
      termsAccepted: '1',
      captcha: 'token',
    }
    const short = { ...values, company: 'ab', message: 'too short' }
    expect(await validateSubmission('contact', short, null, rules)).toEqual({
      ok: false,
      fieldErrors: { company: 'Zu kurz.', message: 'Zu kurz.' },
    })
    const long = { ...values, company: 'x'.repeat(51) }
    expect(await validateSubmission('contact', long, null, rules)).toEqual({
      ok: false,
      fieldErrors: { company: 'This field has a too long input.' },
    })
    // An optional field left empty is not too short (CF7 checks lengths of a value only).
    const empty = { ...values, company: '', message: 'This message is long enough.' }
    expect(await validateSubmission('contact', empty, null, rules)).toMatchObject({ ok: true })
  })

  it('cms:check names fields the site never shows, and lengths the site follows', () => {
    const tags = scanFormTags(
      [
        '[text* firstName] [text* lastName] [email* email] [text company minlength:3 maxlength:50]',
        '[select* interest "Software"] [textarea message minlength:20 maxlength:1000]',
        '[select budget multiple "Small" "Large"] [checkbox services exclusive "Web" "Mobile"]',
        '[acceptance newsletter optional] News [/acceptance] [tel phone] [hidden campaign "spring"]',
        '[checkbox source free_text "Search" "Other"] [file brief] [acceptance nomail invert] No mail [/acceptance]',
        '[acceptance termsAccepted] OK [/acceptance] [hidden reference_page default:get]',
        '[hidden referrer] [hidden service_interest] [file cv limit:2000000 filetypes:pdf|doc|docx|png|jpg|jpeg|txt|xlsx|csv]',
        '[submit "Send"]',
      ].join(' '),
    )
    const findings = compareForm('contact', tags, { invalid_too_short: 'Zu kurz.' })
    // The select multiple, the exclusive checkbox, the optional acceptance and the tel are shown.
    expect(findings.map((f) => [f.level, f.field])).toEqual([
      ['warn', 'company'],
      ['warn', 'company'],
      ['warn', 'message'],
      ['warn', 'campaign'],
      ['warn', 'source'],
      ['warn', 'brief'],
      ['warn', 'nomail'],
    ])
    expect(findings[0]?.problem).toBe(
      'CF7 wants at least 3 characters: the site checks it before sending and shows the form\'s own text ("Zu kurz.")',
    )
    expect(findings[3]?.problem).toBe(
      "the site's contact form cannot show it (CF7: hidden; the site never sends it): CF7's mail has it empty",
    )
    expect(findings.slice(4).map((f) => f.problem)).toEqual([
      "the site's contact form cannot show it (CF7: checkbox; the site has no free-text choice): CF7's mail has it empty",
      "the site's contact form cannot show it (CF7: file; the site sends one attachment only, as cv): CF7's mail has it empty",
      "the site's contact form cannot show it (CF7: acceptance; the site has no inverted consent): CF7's mail has it empty",
    ])
    expect(findings[4]?.fix).toBe(
      'remove [checkbox source free_text …] from the form, or keep it if the mail may go without it (README "Contact Form 7 forms" lists the types the site shows)',
    )
  })
})
