import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser } from './browser'
import { CF7, subscribers, submissionsOf, uniqueEmail } from './content-service'
import { plainHeadings } from '../fixtures/plain-headings'

const browser = useBrowser()

describe('forms without JavaScript: a plain post and a result page', () => {
  it('services contact form: sent, stored, a link back to the page', async () => {
    const { page, context } = await openPage(browser(), '/services/data', { javaScript: false })
    const form = page.locator('form.form-services-contact')
    const email = uniqueEmail('nojs')
    await form.getByLabel('First name').fill('Barbara')
    await form.getByLabel('Last name').fill('Liskov')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.waitForURL('**/form-result?status=sent&kind=services-contact')
    expect(plainHeadings((await page.locator('h1').textContent()) ?? '')).toBe(
      'Thank you for contacting us!',
    )
    expect(await page.textContent('main')).toContain(
      'Thank you for your message. It has been sent.',
    )
    expect(await page.getByRole('link', { name: 'Back to the page' }).getAttribute('href')).toBe(
      '/services/data',
    )
    const stored = await submissionsOf(CF7.servicesContact, email)
    expect(stored.map((s) => s.fields)).toEqual([
      {
        firstName: 'Barbara',
        lastName: 'Liskov',
        email,
        company: '',
        message: '',
        termsAccepted: '1',
        reference_page: 'Data & Analytics',
        referrer: `${baseUrl()}/services/data`,
      },
    ])
    await context.close()
  })

  it("subscribe block: 'Thank You!', then the same email is already subscribed", async () => {
    const email = uniqueEmail('nojs-reader')
    const subscribe = async () => {
      const opened = await openPage(browser(), '/about', { javaScript: false })
      const form = opened.page.locator('form.form-subscribe')
      await form.getByLabel('Email').fill(email)
      await form.getByRole('checkbox').check()
      await form.getByRole('button', { name: 'Subscribe' }).click()
      // Success redirects to the result page; a refusal answers in place with the form kept.
      await opened.page.waitForSelector(
        'h1:text-is("Thank You!"), h1:text-is("Form submission failed")',
      )
      return opened
    }
    const first = await subscribe()
    expect(await first.page.locator('h1').textContent()).toBe('Thank You!')
    expect(await subscribers()).toContain(email)
    await first.context.close()

    const again = await subscribe()
    expect(await again.page.locator('h1').textContent()).toBe('Form submission failed')
    expect(await again.page.textContent('main')).toContain('This email is already subscribed.')
    await again.context.close()
  })
})

describe('forms without JavaScript are honest up front and lose nothing', () => {
  it.each([
    { path: '/contact', form: 'form.form-contact' },
    { path: '/free-consultation', form: 'form.form-landing' },
    { path: '/careers/senior-react-developer', form: 'form.form-application' },
  ])('$form: says at its top that it needs JavaScript, before any field', async (c) => {
    const { page, context } = await openPage(browser(), c.path, { javaScript: false })
    const form = page.locator(c.form)
    const notice = form.locator('.form-notice')
    expect(await notice.textContent()).toMatch(
      /^This form needs JavaScript for its spam check: please turn JavaScript on to send it\. You can also write to us at \S+@\S+\.$/,
    )
    expect(await notice.isVisible()).toBe(true)
    // Before the first field, in the page and on screen.
    const before = await form.evaluate((el) => {
      const first = el.querySelector('input:not([type=hidden]), textarea, select')
      const note = el.querySelector('.form-notice')
      if (!first || !note) return false
      const follows = note.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING
      return follows > 0 && note.getBoundingClientRect().top < first.getBoundingClientRect().top
    })
    expect(before).toBe(true)
    await context.close()
  })

  it("'Back to the form' shows the form again with everything typed", async () => {
    const { page, context } = await openPage(browser(), '/services/data', { javaScript: false })
    const form = page.locator('form.form-services-contact')
    await form.getByLabel('First name').fill('Barbara')
    await form.getByLabel('Last name').fill('Liskov')
    await form.getByLabel('Email').fill('barbara@example')
    await form.getByLabel('Company (optional)').fill('CLU Labs')
    await form.getByLabel('Message').fill('Substitution, please.\nTwo lines of it.')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.waitForLoadState('load')
    expect(await page.locator('h1').textContent()).toBe('Form submission failed')
    await page.getByRole('link', { name: 'Back to the form' }).click()
    const again = page.locator('form.form-services-contact')
    expect(await again.getByLabel('First name').inputValue()).toBe('Barbara')
    expect(await again.getByLabel('Last name').inputValue()).toBe('Liskov')
    expect(await again.getByLabel('Email').inputValue()).toBe('barbara@example')
    expect(await again.getByLabel('Company (optional)').inputValue()).toBe('CLU Labs')
    expect(await again.getByLabel('Message').inputValue()).toBe(
      'Substitution, please.\nTwo lines of it.',
    )
    expect(await again.getByRole('checkbox').isChecked()).toBe(true)
    expect(await again.locator('.field-email .field-error').textContent()).toBe(
      'Please enter a valid email address.',
    )
    // Corrected, the same form sends.
    const email = uniqueEmail('again')
    await again.getByLabel('Email').fill(email)
    await again.getByRole('button', { name: 'Send message' }).click()
    await page.waitForURL('**/form-result?status=sent&kind=services-contact')
    const stored = await submissionsOf(CF7.servicesContact, email)
    expect(stored.map((s) => [s.fields.company, s.fields.reference_page])).toEqual([
      ['CLU Labs', 'Data & Analytics'],
    ])
    await context.close()
  })

  it.each([
    {
      path: '/free-consultation',
      form: 'form.form-email-cta',
      button: 'Send me the guide',
      title: 'Thank you for contacting us!',
      confirm: 'Thanks! The guide is on its way to your inbox.',
    },
    {
      path: '/about',
      form: 'form.form-subscribe',
      button: 'Subscribe',
      title: 'Thank You!',
      confirm: 'Check your inbox: your first article arrives next month.',
    },
  ])("$form: the result page shows the block's confirm message", async (c) => {
    const { page, context } = await openPage(browser(), c.path, { javaScript: false })
    const form = page.locator(c.form)
    await form.getByLabel('Email').fill(uniqueEmail('confirm'))
    if (c.form.includes('subscribe')) await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: c.button }).click()
    await page.waitForURL('**/form-result?**')
    expect(plainHeadings((await page.locator('h1').textContent()) ?? '')).toBe(c.title)
    expect(await page.locator('.form-result-message').textContent()).toBe(c.confirm)
    await context.close()
  })
})
