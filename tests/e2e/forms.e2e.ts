import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser, VIEWPORTS } from './browser'
import {
  CF7,
  cmsAuth,
  sha256,
  solveCaptcha,
  storedFile,
  submissionsOf,
  uniqueEmail,
} from './content-service'
import { plainHeadings } from '../fixtures/plain-headings'

const browser = useBrowser()

describe('contact form in the browser', () => {
  it('shows the exact messages inline before sending anything', async () => {
    const { page, context } = await openPage(browser(), '/contact', VIEWPORTS.desktop)
    const form = page.locator('form.form-contact')
    await page.waitForSelector('.form-island[data-hydrated="true"]')
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByRole('button', { name: 'Send message' }).click()
    const errors = await form.locator('.field-error:not(:empty)').allTextContents()
    expect(errors).toEqual([
      'First Name is required.',
      'Last Name is required.',
      'Please enter valid Email.',
      'Please select an option.',
      'Accept terms and conditions.',
      'Verify',
    ])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'firstName',
    )
    await context.close()
  })

  it('sends a valid message with a file: result modal, stored by the content service, form reset', async () => {
    const { page, context } = await openPage(browser(), '/contact', VIEWPORTS.mobile)
    await page.waitForSelector('.form-island[data-hydrated="true"]')
    const form = page.locator('form.form-contact')
    const email = uniqueEmail('contact')
    // A real PDF header, then bytes of every value: the stored file must be exactly these.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1_500_000)])
    await form.getByLabel('First name').fill('Grace')
    await form.getByLabel('Last name').fill('Hopper')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('I am interested in').selectOption('Cloud')
    await form.getByLabel('Message').fill('We would like to move our platform to the cloud.')
    await form.getByLabel('Attach a file (optional)').setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    expect(await form.getByRole('button', { name: 'Remove brief.pdf' }).isVisible()).toBe(true)
    await form.getByRole('checkbox').check()
    await solveCaptcha(form)
    await form.getByRole('button', { name: 'Send message' }).click()
    const dialog = page.getByRole('dialog', { name: 'Contact Us' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Thank you for contacting us!')
    expect(await dialog.textContent()).toContain('Thank you for your message. It has been sent.')
    await page.keyboard.press('Escape')
    expect(await dialog.isVisible()).toBe(false)
    expect(await form.getByLabel('Email').inputValue()).toBe('')
    expect(await form.getByRole('button', { name: 'Remove brief.pdf' }).count()).toBe(0)
    const stored = await submissionsOf(CF7.contact, email)
    expect(stored.map((s) => s.fields)).toEqual([
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        company: '',
        interest: 'Cloud',
        message: 'We would like to move our platform to the cloud.',
        termsAccepted: '1',
        reference_page: 'Contact us',
        referrer: `${baseUrl()}/contact`,
        service_interest: 'Cloud',
      },
    ])
    // Stored under a neutral name: nothing the visitor's system named reaches the CMS.
    expect(stored[0]?.file).toMatchObject({ name: 'attachment.pdf', size: pdf.length })
    expect(sha256(await storedFile(stored[0]?.id ?? 0))).toBe(sha256(pdf))
    await context.close()
  })

  it('removes an attached file with the trash button', async () => {
    const { page, context } = await openPage(browser(), '/contact')
    await page.waitForSelector('.form-island[data-hydrated="true"]')
    const form = page.locator('form.form-contact')
    await form.getByLabel('Attach a file (optional)').setInputFiles({
      name: 'notes.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    })
    expect(await form.locator('.field-file .field-error').textContent()).toBe(
      'Invalid file format. Please upload a file with the correct extension.',
    )
    await form.getByRole('button', { name: 'Remove notes.exe' }).click()
    expect(await form.locator('.field-file .field-error').textContent()).toBe('')
    await context.close()
  })

  it('works without JavaScript: the post lands on a result page', async () => {
    const { page, context } = await openPage(browser(), '/free-consultation', { javaScript: false })
    expect(await page.locator('h2', { hasText: 'Get a free consultation' }).count()).toBe(1)
    await page
      .locator('form.form-landing')
      .getByRole('button', { name: 'Book my consultation' })
      .click()
    await page.waitForLoadState('load')
    expect(await page.locator('h1').textContent()).toBe('Form submission failed')
    expect(await page.textContent('main')).toContain('First Name is required.')
    await context.close()
  })
})

describe('inline forms', () => {
  it("unsubscribes: unknown address first, then 'Blog Unsubscribed' after subscribing", async () => {
    const address = `reader-${Date.now()}@example.com`
    const { page, context } = await openPage(
      browser(),
      `/unsubscribe?email=${encodeURIComponent(address)}`,
    )
    expect(plainHeadings((await page.locator('h1').textContent()) ?? '')).toBe(
      "We're sorry to see you go!",
    )
    await page.waitForSelector('.form-island[data-hydrated="true"]')
    const field = page.getByLabel('Email')
    expect(await field.inputValue()).toBe(address)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByText('There is no subscribed user with this email.').waitFor()
    await field.fill(address)
    expect(await page.locator('.field-error:not(:empty)').count()).toBe(0)
    await fetch(
      `${baseUrl()}/__embedded-cms/wp-json/custom/v1/subscribe/${encodeURIComponent(address)}`,
      { headers: { authorization: cmsAuth } },
    )
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByText('Blog Unsubscribed').waitFor()
    expect(await page.getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe('/')
    await context.close()
  })
})
