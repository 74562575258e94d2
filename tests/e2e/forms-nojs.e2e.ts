import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser } from './browser'
import { CF7, subscribers, submissionsOf, uniqueEmail } from './content-service'

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
    expect(await page.locator('h1').textContent()).toBe('Thank you for contacting us!')
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
      await opened.page.waitForURL('**/form-result?**')
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
