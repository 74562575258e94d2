import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser, VIEWPORTS } from './browser'
import { CF7, solveCaptcha, submissionsOf, uniqueEmail } from './content-service'

const browser = useBrowser()

/** CF7's answer for a sent form, shown under the spec's success title. */
const SENT = 'Thank you for your message. It has been sent.'

/** Waits for the result modal and returns its visible text. */
async function resultModal(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  return (await dialog.textContent()) ?? ''
}

interface ModalFormCase {
  name: string
  path: string
  form: string
  formId: number
  button: string
  modalTitle: string
  /** What CF7 receives as `reference_page`: the page's title. */
  referencePage: string
  /** Fills the form; returns the fields the content service must have stored. */
  fill: (form: Locator, email: string) => Promise<Record<string, string>>
}

const fillNames = async (form: Locator, first: string, last: string, email: string) => {
  await form.getByLabel('First name').fill(first)
  await form.getByLabel('Last name').fill(last)
  await form.getByLabel('Email').fill(email)
}

const CASES: ModalFormCase[] = [
  {
    name: "contact form on the home page (reference page 'Home')",
    path: '/',
    form: 'form.form-contact',
    formId: CF7.contact,
    button: 'Send message',
    modalTitle: 'Contact Us',
    referencePage: 'Home',
    fill: async (form, email) => {
      await fillNames(form, 'Linus', 'Torvalds', email)
      await form.getByLabel('Company (optional)').fill('Kernel Works')
      await form.getByLabel('I am interested in').selectOption('IT consulting')
      await form.getByRole('checkbox').check()
      await solveCaptcha(form)
      return {
        firstName: 'Linus',
        lastName: 'Torvalds',
        email,
        company: 'Kernel Works',
        interest: 'IT consulting',
        service_interest: 'IT consulting',
        message: '',
        termsAccepted: '1',
      }
    },
  },
  {
    name: 'landing short form (free consultation hero)',
    path: '/free-consultation',
    referencePage: 'Free consultation',
    form: 'form.form-landing',
    formId: CF7.landing,
    button: 'Book my consultation',
    modalTitle: 'Contact Us',
    fill: async (form, email) => {
      await fillNames(form, 'Ada', 'Lovelace', email)
      await form.getByRole('checkbox').check()
      await solveCaptcha(form)
      return { firstName: 'Ada', lastName: 'Lovelace', email, termsAccepted: '1' }
    },
  },
  {
    name: 'services contact form (service-inner-contact)',
    path: '/services/data',
    referencePage: 'Data & Analytics',
    form: 'form.form-services-contact',
    formId: CF7.servicesContact,
    button: 'Send message',
    modalTitle: "Let's talk",
    fill: async (form, email) => {
      await fillNames(form, 'Alan', 'Turing', email)
      await form.getByLabel('Company (optional)').fill('Bletchley Analytics')
      await form.getByLabel('Message').fill('We need a data warehouse by spring.')
      await form.getByRole('checkbox').check()
      return {
        firstName: 'Alan',
        lastName: 'Turing',
        email,
        company: 'Bletchley Analytics',
        message: 'We need a data warehouse by spring.',
        termsAccepted: '1',
      }
    },
  },
]

describe('forms with a result modal: sent, shown, stored', () => {
  it.each(CASES)('$name', async (c) => {
    const { page, context } = await openPage(browser(), c.path, VIEWPORTS.desktop)
    const form = page.locator(c.form)
    await form.scrollIntoViewIfNeeded()
    await page.waitForSelector(`.form-island[data-hydrated="true"] ${c.form}`)
    const email = uniqueEmail(c.formId.toString())
    const expected = await c.fill(form, email)
    await form.getByRole('button', { name: c.button }).click()

    const text = await resultModal(page, c.modalTitle)
    expect(text).toContain('Thank you for contacting us!')
    expect(text).toContain(SENT)
    await page
      .getByRole('dialog', { name: c.modalTitle })
      .getByRole('button', { name: 'Close' })
      .click()
    expect(await form.getByLabel('Email').inputValue()).toBe('')

    const stored = await submissionsOf(c.formId, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.fields).toEqual({
      ...expected,
      reference_page: c.referencePage,
      referrer: `${baseUrl()}${c.path}`,
    })
    expect(stored[0]?.file).toBeNull()
    await context.close()
  })
})
