import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser, VIEWPORTS } from './browser'
import { CF7, subscribers, submissionsOf, uniqueEmail } from './content-service'

const browser = useBrowser()

/** Waits until the island holding `form` (inside `scope`) has hydrated. */
const hydrated = (page: Page, form: string, scope = '') =>
  page.waitForSelector(`${scope} .form-island[data-hydrated="true"] ${form}`)

describe('forms whose result shows in place', () => {
  it('service form in the data services drawer: result in the drawer, stored with its service', async () => {
    const { page, context } = await openPage(browser(), '/services/data', VIEWPORTS.desktop)
    await page.getByRole('button', { name: /Data platform build/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Request a data service' }).first()
    await drawer.waitFor()
    await hydrated(page, 'form.form-service', 'dialog[open]')
    const email = uniqueEmail('service')
    await drawer.getByLabel('Full name').fill('Katherine Johnson')
    await drawer.getByLabel('Email').fill(email)
    await drawer.getByLabel('Message').fill('Orbital data, nightly.')
    await drawer.getByRole('button', { name: 'Send request' }).click()

    const result = drawer.getByRole('status').filter({ hasText: 'Thank you for contacting us!' })
    await result.waitFor()
    expect(await result.textContent()).toContain('Thank you for your message. It has been sent.')
    expect(await drawer.locator('form').count()).toBe(0)
    const stored = await submissionsOf(CF7.service, email)
    expect(stored.map((s) => s.fields)).toEqual([
      {
        fullName: 'Katherine Johnson',
        email,
        message: 'Orbital data, nightly.',
        service: 'Data platform build',
        reference_page: 'Data & Analytics',
        referrer: `${baseUrl()}/services/data`,
      },
    ])
    await drawer.getByRole('button', { name: 'Close' }).last().click()
    expect(await drawer.isVisible()).toBe(false)
    await context.close()
  })

  it('email call-to-action: the confirm message replaces the form; stored', async () => {
    const { page, context } = await openPage(browser(), '/free-consultation')
    const section = page.locator('.section-inline-form')
    await section.scrollIntoViewIfNeeded()
    await hydrated(page, 'form.form-email-cta')
    const email = uniqueEmail('cta')
    await section.getByLabel('Email').fill(email)
    await section.getByRole('button', { name: 'Send me the guide' }).click()
    await section.getByText('Thanks! The guide is on its way to your inbox.').waitFor()
    expect(await section.locator('form').count()).toBe(0)
    const stored = await submissionsOf(CF7.emailCta, email)
    expect(stored.map((s) => s.fields)).toEqual([
      {
        email,
        reference_page: 'Free consultation',
        referrer: `${baseUrl()}/free-consultation`,
      },
    ])
    await context.close()
  })

  it("subscribe: 'Thank You!' and the confirm message, then the same email again is refused", async () => {
    const email = uniqueEmail('reader')
    const subscribe = async () => {
      const opened = await openPage(browser(), '/about')
      const section = opened.page.locator('.section-inline-form', { hasText: 'Subscribe' })
      await section.scrollIntoViewIfNeeded()
      await hydrated(opened.page, 'form.form-subscribe')
      await section.getByLabel('Email').fill(email)
      await section.getByRole('checkbox').check()
      await section.getByRole('button', { name: 'Subscribe' }).click()
      return { ...opened, section }
    }

    const first = await subscribe()
    const thanks = first.section.getByRole('status').filter({ hasText: 'Thank You!' })
    await thanks.waitFor()
    expect(await thanks.textContent()).toContain(
      'Check your inbox: your first article arrives next month.',
    )
    expect(await subscribers()).toContain(email)
    const sent = await submissionsOf(CF7.subscribe, email)
    expect(sent.map((s) => s.fields)).toEqual([
      { email, termsAccepted: '1', reference_page: 'About us', referrer: `${baseUrl()}/about` },
    ])
    await first.context.close()

    const again = await subscribe()
    const error = again.section.locator('.field-email .field-error')
    await again.section.getByText('This email is already subscribed.').waitFor()
    expect(await error.textContent()).toBe('This email is already subscribed.')
    expect(await again.section.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')
    expect(await again.section.getByText('Thank You!').count()).toBe(0)
    expect((await subscribers()).filter((s) => s === email)).toHaveLength(1)
    await again.context.close()
  })
})
