import { randomBytes } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser } from './browser'
import {
  CF7,
  sha256,
  solveCaptcha,
  storedFile,
  submissionsOf,
  uniqueEmail,
} from './content-service'

const browser = useBrowser()
const VACANCY = { slug: 'senior-react-developer', name: 'Senior React Developer' }
const PATH = `/careers/${VACANCY.slug}`

/** A CV that is a real PNG header followed by bytes of every value (not valid UTF-8 text). */
const cv = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(300_000),
])

async function apply(page: Page, email: string): Promise<Locator> {
  const form = page.locator('form.form-application')
  await form.scrollIntoViewIfNeeded()
  await page.waitForSelector('.form-island[data-hydrated="true"] form.form-application')
  await form.getByLabel('First name').fill('Margaret')
  await form.getByLabel('Last name').fill('Hamilton')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('I led the Apollo flight software team.')
  // A field of the demo CF7 form beyond the site's own (embedded-cms/content/forms.json).
  await form.getByLabel('Phone (optional)').fill('+1 617 555 0142')
  await form.getByLabel('Your CV').setInputFiles({
    name: 'cv.png',
    mimeType: 'image/png',
    buffer: cv,
  })
  await form.getByRole('checkbox').check()
  await solveCaptcha(form)
  await form.getByRole('button', { name: 'Send application' }).click()
  return page.getByRole('dialog', { name: 'Your application' })
}

describe('vacancy application on /careers/{slug}', () => {
  it('is sent with the CV, stored byte for byte; a second one with the same email is a duplicate', async () => {
    const email = uniqueEmail('applicant')
    const first = await openPage(browser(), PATH)
    const sent = await apply(first.page, email)
    await sent.getByText('Thank you for contacting us!').waitFor()
    expect(await sent.textContent()).toContain(
      'Thank you for applying. Our recruiters read every application and will reply within five working days.',
    )
    await first.context.close()

    const stored = await submissionsOf(CF7.application, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.fields).toEqual({
      firstName: 'Margaret',
      lastName: 'Hamilton',
      email,
      message: 'I led the Apollo flight software team.',
      phone: '+1 617 555 0142',
      portfolio: '',
      vacancy: VACANCY.slug,
      termsAccepted: '1',
      reference_page: VACANCY.name,
      referrer: `${baseUrl()}${PATH}`,
    })
    // Stored under a neutral name: nothing the visitor's system named reaches the CMS.
    expect(stored[0]?.file).toMatchObject({ name: 'attachment.png', size: cv.length })
    expect(sha256(await storedFile(stored[0]?.id ?? 0))).toBe(sha256(cv))

    const second = await openPage(browser(), PATH)
    const refused = await apply(second.page, email)
    await refused.getByText('Form submission failed').waitFor()
    expect(await refused.textContent()).toContain(
      'You have already applied for this position. If you have any questions, contact us at careers@northwindlabs.dev.',
    )
    expect(await submissionsOf(CF7.application, email)).toHaveLength(1)
    await second.context.close()
  })

  it("shows the CF7 form's own fields after the site's, labelled and typed, and checks them before sending", async () => {
    const { page, context } = await openPage(browser(), PATH)
    const form = page.locator('form.form-application')
    await form.scrollIntoViewIfNeeded()
    await page.waitForSelector('.form-island[data-hydrated="true"] form.form-application')
    const phone = form.getByLabel('Phone (optional)')
    const portfolio = form.getByLabel('LinkedIn or portfolio (optional)')
    expect(await phone.isVisible()).toBe(true)
    expect(await phone.getAttribute('type')).toBe('tel')
    expect(await portfolio.getAttribute('type')).toBe('url')
    // After the site's fields (the CV), before the consent.
    const names = await form
      .locator('input, select, textarea')
      .evaluateAll((els) => els.map((el) => el.getAttribute('name')))
    expect(names.indexOf('phone')).toBeGreaterThan(names.indexOf('cv'))
    expect(names.indexOf('portfolio')).toBe(names.indexOf('phone') + 1)
    expect(names.indexOf('termsAccepted')).toBeGreaterThan(names.indexOf('portfolio'))

    await phone.fill('call me')
    await portfolio.fill('github.com/margaret')
    await form.getByRole('button', { name: 'Send application' }).click()
    await form.getByText('Please enter a valid phone number.').waitFor()
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    expect(
      await form.getByText('Please enter a web address starting with https://.').isVisible(),
    ).toBe(true)
    await context.close()
  })
})
