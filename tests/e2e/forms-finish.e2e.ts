import type { Locator, Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, useBrowser, VIEWPORTS } from './browser'
import { CF7, solveCaptcha, submissionsOf, uniqueEmail } from './content-service'

const browser = useBrowser()

async function hydratedForm(page: Page, selector: string): Promise<Locator> {
  const form = page.locator(selector)
  await form.scrollIntoViewIfNeeded()
  await page.waitForSelector(`.form-island[data-hydrated="true"] ${selector}`)
  return form
}

/** Answers the form's post as the edge does for an outcome, without reaching the CMS. */
const answerWith = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })

const failed = (outcome: string, message: string, fieldErrors: Record<string, string> = {}) => ({
  ok: false,
  outcome,
  title: 'Form submission failed',
  message,
  fieldErrors,
})

/** The result modal's text, then closed with its button. */
async function closeModal(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  const text = (await dialog.textContent()) ?? ''
  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'hidden' })
  return text
}

const activeName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

describe('the visitor never loses what they typed', () => {
  it.each([
    ['spam', 'rejected', 'There was an error trying to send your message. Please try again later.'],
    [
      'mail_failed',
      'rejected',
      'There was an error trying to send your message. Please try again later.',
    ],
    ['aborted', 'rejected', 'Sending mail has been aborted.'],
  ])(
    'CF7 answers %s: the failure, and every field still filled',
    async (_status, outcome, text) => {
      const { page, context } = await openPage(browser(), '/services/data')
      await page.route('**/api/forms/services-contact', answerWith(422, failed(outcome, text)))
      const form = await hydratedForm(page, 'form.form-services-contact')
      await form.getByLabel('First name').fill('Barbara')
      await form.getByLabel('Last name').fill('Liskov')
      await form.getByLabel('Email').fill('barbara@example.com')
      await form.getByLabel('Company (optional)').fill('CLU Labs')
      await form.getByLabel('Message').fill('Substitution, please.\nTwo lines of it.')
      await form.getByRole('checkbox').check()
      await form.getByRole('button', { name: 'Send message' }).click()
      expect(await closeModal(page, "Let's talk")).toContain(text)
      expect(await form.getByLabel('First name').inputValue()).toBe('Barbara')
      expect(await form.getByLabel('Company (optional)').inputValue()).toBe('CLU Labs')
      expect(await form.getByLabel('Message').inputValue()).toBe(
        'Substitution, please.\nTwo lines of it.',
      )
      expect(await form.getByRole('checkbox').isChecked()).toBe(true)
      await context.close()
    },
  )

  it('contact form, an interest the CF7 form does not offer: refused before sending, input and file kept', async () => {
    const { page, context } = await openPage(browser(), '/contact', VIEWPORTS.desktop)
    const form = await hydratedForm(page, 'form.form-contact')
    const email = uniqueEmail('select')
    await form.getByLabel('First name').fill('Edsger')
    await form.getByLabel('Last name').fill('Dijkstra')
    await form.getByLabel('Email').fill(email)
    // An option CF7's form does not list (a tampered page): the site checks CF7's own choices.
    await form.getByLabel('I am interested in').evaluate((select) => {
      const option = document.createElement('option')
      option.textContent = 'Quantum consulting'
      select.append(option)
    })
    await form.getByLabel('I am interested in').selectOption('Quantum consulting')
    await form.getByLabel('Message').fill('Shortest path, please.')
    await form.getByLabel('Attach a file (optional)').setInputFiles({
      name: 'brief.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Our brief.\n'),
    })
    await form.getByRole('checkbox').check()
    await solveCaptcha(form)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => form.getByText('Please select an option.').isVisible()).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(posts.filter((url) => url.includes('/api/forms/'))).toEqual([])
    expect(await form.getByLabel('Message').inputValue()).toBe('Shortest path, please.')
    expect(await form.getByRole('button', { name: 'Remove brief.txt' }).isVisible()).toBe(true)
    expect(await submissionsOf(CF7.contact, email)).toEqual([])
    await context.close()
  })
})

describe('a message the browser accepts is never refused by the edge', () => {
  it('1,000 characters with 100 line breaks: counted live, sent and stored', async () => {
    const { page, context } = await openPage(browser(), '/services/data', VIEWPORTS.desktop)
    const form = await hydratedForm(page, 'form.form-services-contact')
    const email = uniqueEmail('long')
    // 101 lines, 100 line breaks: 1,000 characters as the browser counts, 1,100 on the wire.
    const lines = Array.from({ length: 100 }, (_, i) => `Line ${String(i).padStart(3, '0')}`)
    const message = [...lines, 'x'.repeat(100)].join('\n')
    expect(message.length).toBe(1000)
    await form.getByLabel('First name').fill('Grace')
    await form.getByLabel('Last name').fill('Hopper')
    await form.getByLabel('Email').fill(email)
    const field = form.getByLabel('Message')
    await field.fill(message)
    const count = form.locator('.field-count')
    expect(await count.textContent()).toBe('1000 of 1000 characters')
    // The count is the field's description, and it is announced once typing pauses.
    expect(await field.getAttribute('aria-describedby')).toContain(await count.getAttribute('id'))
    await form.getByText('0 characters left.').waitFor({ state: 'attached' })
    await field.press('End')
    await field.press('x')
    expect(await field.inputValue()).toBe(message)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    expect(await closeModal(page, "Let's talk")).toContain('Thank you for contacting us!')
    const stored = await submissionsOf(CF7.servicesContact, email)
    expect(stored.map((s) => s.fields.message?.replaceAll('\r\n', '\n'))).toEqual([message])
    expect(await count.textContent()).toBe('0 of 1000 characters')
    await context.close()
  })
})

describe('honest feedback', () => {
  it('a file refused when chosen is announced at once', async () => {
    const { page, context } = await openPage(browser(), '/contact')
    const form = await hydratedForm(page, 'form.form-contact')
    const error = form.locator('.field-file .field-error')
    expect(await error.getAttribute('aria-live')).toBe('polite')
    await form.getByLabel('Attach a file (optional)').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    })
    expect(await error.textContent()).toBe(
      'Invalid file format. Please upload a file with the correct extension.',
    )
    const input = form.getByLabel('Attach a file (optional)')
    expect(await input.getAttribute('aria-invalid')).toBe('true')
    await context.close()
  })

  it('after the edge refuses a field, closing the result moves focus to that field', async () => {
    const { page, context } = await openPage(browser(), '/services/data')
    const tooLong = 'This field has a too long input.'
    await page.route(
      '**/api/forms/services-contact',
      answerWith(
        422,
        failed('cms-invalid', 'One or more fields have an error.', { company: tooLong }),
      ),
    )
    const form = await hydratedForm(page, 'form.form-services-contact')
    await form.getByLabel('First name').fill('Barbara')
    await form.getByLabel('Last name').fill('Liskov')
    await form.getByLabel('Email').fill('barbara@example.com')
    await form.getByLabel('Company (optional)').fill('CLU Labs')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    await closeModal(page, "Let's talk")
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'company')
    expect(await activeName(page)).toBe('company')
    expect(await form.locator('.field-error:not(:empty)').allTextContents()).toEqual([tooLong])
    await context.close()
  })

  it("unsubscribe: a post the browser fails to send is 'An error occurred…'", async () => {
    const { page, context } = await openPage(browser(), '/unsubscribe')
    const form = await hydratedForm(page, 'form.form-unsubscribe')
    const error = form.locator('.field-email .field-error')
    await page.route('**/api/forms/unsubscribe', (route) => route.abort('connectionreset'))
    await form.getByLabel('Email').fill('reader@example.com')
    await form.getByRole('button', { name: 'Unsubscribe' }).click()
    // What the edge answers for the other failures is tested at the edge (forms-rules.test.ts).
    await form.getByText('An error occurred. Please try again later.').waitFor()
    expect(await error.textContent()).toBe('An error occurred. Please try again later.')
    await context.close()
  })

  it.each([
    { path: '/free-consultation', form: 'form.form-email-cta', button: 'Send me the guide' },
    { path: '/about', form: 'form.form-subscribe', button: 'Subscribe' },
  ])('$form: the server message of a 5xx under the email field', async (c) => {
    const { page, context } = await openPage(browser(), c.path)
    const paused = 'Our mailing service is paused until Monday.'
    await page.route('**/api/forms/*', answerWith(503, { message: paused }))
    const form = await hydratedForm(page, c.form)
    await form.getByLabel('Email').fill('reader@example.com')
    if (c.form.includes('subscribe')) await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: c.button }).click()
    await form.getByText(paused).waitFor()
    expect(await form.locator('.field-email .field-error').textContent()).toBe(paused)
    expect(await form.getByLabel('Email').inputValue()).toBe('reader@example.com')
    await context.close()
  })

  it('a stricter email check in the browser, before anything is sent', async () => {
    const { page, context } = await openPage(browser(), '/contact')
    let posts = 0
    page.on('request', (r) => {
      if (r.method() === 'POST') posts++
    })
    const form = await hydratedForm(page, 'form.form-contact')
    const error = form.locator('.field-email .field-error')
    // Every address the rule refuses is listed in tests/unit/forms/text.test.ts (the rule the
    // browser and the edge share); here, that the browser applies it before sending.
    await form.getByLabel('Email').fill('ada..lovelace@example.com')
    await form.getByRole('button', { name: 'Send message' }).click()
    await form.getByText('Please enter valid Email.').waitFor()
    expect(await error.textContent()).toBe('Please enter valid Email.')
    expect(posts).toBe(0)
    await context.close()
  })

  it('subscribe: the consent comes before the button in the tab order', async () => {
    const { page, context } = await openPage(browser(), '/about')
    const form = await hydratedForm(page, 'form.form-subscribe')
    await form.getByLabel('Email').focus()
    await page.keyboard.press('Tab')
    expect(await activeName(page)).toBe('termsAccepted')
    // The consent's label holds the policy links; then the button.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Subscribe')
    await context.close()
  })
})
