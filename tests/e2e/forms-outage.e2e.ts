import type { Locator, Page } from 'playwright-core'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { openPage, useBrowser } from './browser'
import {
  CF7,
  setOutage,
  solveCaptcha,
  submissionsOf,
  subscribers,
  uniqueEmail,
} from './content-service'

const browser = useBrowser()
const REQUEST_FAILED = 'Request failed. Please try again later.'

// The outage is shared by every page of the site: never leave it on.
afterEach(() => setOutage(false))
afterAll(() => setOutage(false))

async function hydratedForm(page: Page, selector: string): Promise<Locator> {
  const form = page.locator(selector)
  await form.scrollIntoViewIfNeeded()
  await page.waitForSelector(`.form-island[data-hydrated="true"] ${selector}`)
  return form
}

async function fillContact(form: Locator, email: string) {
  await form.getByLabel('First name').fill('Edsger')
  await form.getByLabel('Last name').fill('Dijkstra')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('I am interested in').selectOption('Software development')
  await form.getByLabel('Message').fill('Shortest path to production, please.')
  await form.getByRole('checkbox').check()
}

/** The contact form's modal after sending: its text, then closed. */
async function modalText(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Contact Us' })
  await dialog.waitFor()
  const text = (await dialog.textContent()) ?? ''
  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'hidden' })
  return text
}

describe('forms while the content service is down', () => {
  it('contact form: failure modal, nothing stored, input kept; sent once the service is back', async () => {
    const { page, context } = await openPage(browser(), '/contact')
    const form = await hydratedForm(page, 'form.form-contact')
    const email = uniqueEmail('outage')
    await fillContact(form, email)
    await solveCaptcha(form)
    await setOutage(true)
    await form.getByRole('button', { name: 'Send message' }).click()
    const failed = await modalText(page)
    expect(failed).toContain('Form submission failed')
    expect(failed).toContain(REQUEST_FAILED)
    expect(await submissionsOf(CF7.contact, email)).toEqual([])
    expect(await form.getByLabel('Email').inputValue()).toBe(email)
    expect(await form.getByLabel('Message').inputValue()).toBe(
      'Shortest path to production, please.',
    )

    await setOutage(false)
    // A captcha solution passes the edge once: the form asks for a fresh one.
    await solveCaptcha(form)
    await form.getByRole('button', { name: 'Send message' }).click()
    expect(await modalText(page)).toContain('Thank you for contacting us!')
    expect(await submissionsOf(CF7.contact, email)).toHaveLength(1)
    await context.close()
  })

  it.each([
    {
      name: 'email call-to-action',
      path: '/free-consultation',
      form: 'form.form-email-cta',
      formId: CF7.emailCta,
      heading: 'Not ready to talk yet?',
      button: 'Send me the guide',
      success: 'Thanks! The guide is on its way to your inbox.',
    },
    {
      name: 'subscribe block',
      path: '/about',
      form: 'form.form-subscribe',
      formId: CF7.subscribe,
      heading: 'Subscribe to our blog',
      button: 'Subscribe',
      success: 'Thank You!',
    },
  ])('$name: the failure on the email field, nothing stored; sent once back', async (c) => {
    const { page, context } = await openPage(browser(), c.path)
    const form = await hydratedForm(page, c.form)
    // Found by its heading: the form itself gives way to the result.
    const section = page.locator('section', { has: page.getByRole('heading', { name: c.heading }) })
    const email = uniqueEmail('outage')
    await form.getByLabel('Email').fill(email)
    if (c.formId === CF7.subscribe) await form.getByRole('checkbox').check()
    await setOutage(true)
    await form.getByRole('button', { name: c.button }).click()
    const error = form.locator('.field-email .field-error')
    await form.getByText(REQUEST_FAILED).waitFor()
    expect(await error.textContent()).toBe(REQUEST_FAILED)
    expect(await form.getByLabel('Email').inputValue()).toBe(email)
    expect(await submissionsOf(c.formId, email)).toEqual([])
    expect(await subscribers()).not.toContain(email)

    await setOutage(false)
    await form.getByRole('button', { name: c.button }).click()
    await section.getByText(c.success).waitFor()
    expect(await section.locator('form').count()).toBe(0)
    expect(await submissionsOf(c.formId, email)).toHaveLength(1)
    await context.close()
  })
})

describe('a form post the browser fails to send', () => {
  it('contact form: the failure modal, and the input and file are kept', async () => {
    const { page, context } = await openPage(browser(), '/contact')
    await page.route('**/api/forms/contact', (route) => route.abort('internetdisconnected'))
    const form = await hydratedForm(page, 'form.form-contact')
    const email = uniqueEmail('offline')
    await fillContact(form, email)
    await form.getByLabel('Attach a file (optional)').setInputFiles({
      name: 'brief.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Our brief.\n'),
    })
    await solveCaptcha(form)
    await form.getByRole('button', { name: 'Send message' }).click()
    const failed = await modalText(page)
    expect(failed).toContain('Form submission failed')
    expect(failed).toContain(REQUEST_FAILED)
    expect(await form.getByLabel('First name').inputValue()).toBe('Edsger')
    expect(await form.getByLabel('Email').inputValue()).toBe(email)
    expect(await form.getByRole('button', { name: 'Remove brief.txt' }).isVisible()).toBe(true)
    expect(await submissionsOf(CF7.contact, email)).toEqual([])
    await context.close()
  })

  it("service form in the drawer: the failure in the drawer; 'Try again' finds the input kept", async () => {
    const { page, context } = await openPage(browser(), '/services/data')
    await page.route('**/api/forms/service', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: /Data platform build/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Request a data service' }).first()
    const form = drawer.locator('form.form-service')
    await page.waitForSelector('dialog[open] .form-island[data-hydrated="true"] form.form-service')
    await form.getByLabel('Full name').fill('Grace Hopper')
    await form.getByLabel('Email').fill('grace@example.com')
    await form.getByLabel('Message').fill('Compilers, please.')
    await form.getByRole('button', { name: 'Send request' }).click()
    const result = drawer.getByRole('status').filter({ hasText: 'Form submission failed' })
    await result.waitFor()
    expect(await result.textContent()).toContain(REQUEST_FAILED)
    expect(await form.isVisible()).toBe(false)
    await drawer.getByRole('button', { name: 'Try again' }).click()
    await form.waitFor()
    expect(await form.getByLabel('Full name').inputValue()).toBe('Grace Hopper')
    expect(await form.getByLabel('Email').inputValue()).toBe('grace@example.com')
    expect(await form.getByLabel('Message').inputValue()).toBe('Compilers, please.')
    await context.close()
  })

  it('email call-to-action: the failure on the email field, the address kept', async () => {
    const { page, context } = await openPage(browser(), '/free-consultation')
    await page.route('**/api/forms/email-cta', (route) => route.abort('connectionreset'))
    const form = await hydratedForm(page, 'form.form-email-cta')
    const email = uniqueEmail('offline')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Send me the guide' }).click()
    await form.getByText(REQUEST_FAILED).waitFor()
    expect(await form.locator('.field-email .field-error').textContent()).toBe(REQUEST_FAILED)
    expect(await form.getByLabel('Email').inputValue()).toBe(email)
    expect(await submissionsOf(CF7.emailCta, email)).toEqual([])
    await context.close()
  })
})
