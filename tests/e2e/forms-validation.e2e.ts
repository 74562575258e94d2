import type { Locator, Page } from 'playwright-core'
import { describe, it } from 'vitest'
import { openPage, useBrowser, VIEWPORTS } from './browser'
import { solveCaptcha } from './content-service'
import { brokenRows } from './form-rows'

const browser = useBrowser()

interface FormCase {
  name: string
  path: string
  /** The `<form>` (its class names the form kind). */
  form: string
  button: string
  /** Brings the form on screen (the service form lives in a drawer). */
  open?: (page: Page) => Promise<void>
  /** Field → message after sending the form empty, in the form's order. */
  empty: Record<string, string>
  /** The message for an address that is not one. */
  badEmail: string
}

const openDataServiceDrawer = async (page: Page) => {
  await page.getByRole('button', { name: /Data platform build/ }).click()
}

const REQUIRED_NAMES = {
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
}

const FORMS: FormCase[] = [
  {
    name: 'contact form',
    path: '/contact',
    form: 'form.form-contact',
    button: 'Send message',
    empty: {
      ...REQUIRED_NAMES,
      email: 'Email is required.',
      interest: 'Please select an option.',
      termsAccepted: 'Accept terms and conditions.',
      captcha: 'Verify',
    },
    badEmail: 'Please enter valid Email.',
  },
  {
    name: 'landing short form',
    path: '/free-consultation',
    form: 'form.form-landing',
    button: 'Book my consultation',
    empty: {
      ...REQUIRED_NAMES,
      email: 'Email is required.',
      termsAccepted: 'Accept terms and conditions.',
      captcha: 'Verify',
    },
    badEmail: 'Please enter valid Email.',
  },
  {
    name: 'services contact form',
    path: '/services/data',
    form: 'form.form-services-contact',
    button: 'Send message',
    empty: {
      ...REQUIRED_NAMES,
      email: 'Email is required.',
      termsAccepted: 'Accept terms and conditions.',
    },
    badEmail: 'Please enter a valid email address.',
  },
  {
    name: 'service form (drawer)',
    path: '/services/data',
    form: 'dialog[open] form.form-service',
    button: 'Send request',
    open: openDataServiceDrawer,
    empty: { fullName: 'Full Name is required', email: 'Email is required.' },
    badEmail: 'Please enter a valid email address.',
  },
  {
    name: 'email call-to-action',
    path: '/free-consultation',
    form: 'form.form-email-cta',
    button: 'Send me the guide',
    empty: { email: 'Email is required.' },
    badEmail: 'Please enter a valid email address.',
  },
  {
    name: 'subscribe block',
    path: '/about',
    form: 'form.form-subscribe',
    button: 'Subscribe',
    empty: { email: 'Email is required.', termsAccepted: 'Accept terms and conditions.' },
    badEmail: 'Please enter a valid email address.',
  },
  {
    name: 'unsubscribe',
    path: '/unsubscribe',
    form: 'form.form-unsubscribe',
    button: 'Unsubscribe',
    empty: { email: 'Email is required.' },
    badEmail: 'Please enter valid Email.',
  },
  {
    name: 'vacancy application',
    path: '/careers/senior-react-developer',
    form: 'form.form-application',
    button: 'Send application',
    empty: {
      ...REQUIRED_NAMES,
      email: 'Email is required.',
      cv: 'Please attach your CV.',
      termsAccepted: 'Accept terms and conditions.',
      captcha: 'Verify',
    },
    badEmail: 'Please enter valid Email.',
  },
]

/** Opens the form's page and returns the hydrated form. */
async function openForm(
  c: FormCase,
): Promise<{ page: Page; form: Locator; close: () => Promise<void> }> {
  const { page, context } = await openPage(browser(), c.path, VIEWPORTS.desktop)
  await c.open?.(page)
  const form = page.locator(c.form)
  await form.scrollIntoViewIfNeeded()
  await form.locator('xpath=ancestor::*[@data-hydrated="true"]').waitFor({ state: 'attached' })
  return { page, form, close: () => context.close() }
}

/**
 * The messages the visitor sees, by field: each non-empty error line, named after the control it
 * describes (the error's id is `{uid}-{field}-error`, referenced by the control's aria-describedby).
 */
async function shownErrors(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((el) => {
    const out: Record<string, string> = {}
    for (const error of Array.from(el.querySelectorAll('.field-error'))) {
      const text = error.textContent ?? ''
      if (!text) continue
      const control = el.querySelector(`[aria-describedby~="${error.id}"]`)
      const name =
        control?.getAttribute('name') ??
        control?.closest('.field')?.querySelector('input')?.getAttribute('name')
      out[name ?? `?${error.id}`] = text
    }
    return out
  })
}

/**
 * Side by side, each test its own visitor (its own address, so that its posts count alone): a
 * test mostly waits for its page, its island and the answers.
 */
describe.concurrent('validation messages in the browser, with the spec texts', () => {
  it.for(FORMS)('$name: every required field when sent empty', async (c, { expect }) => {
    const { form, close } = await openForm(c)
    await form.getByRole('button', { name: c.button }).click()
    await form.locator('.field-error:not(:empty)').first().waitFor()
    expect(await shownErrors(form)).toEqual(c.empty)
    // With its messages shown, every row of the form is still full and its inputs level.
    expect(await brokenRows(form)).toEqual([])
    await close()
  })

  it.for(FORMS)('$name: an address that is not one', async (c, { expect }) => {
    const { form, close } = await openForm(c)
    await form.getByLabel('Email').fill('someone@example')
    await form.getByRole('button', { name: c.button }).click()
    await form.locator('.field-error:not(:empty)').first().waitFor()
    expect((await shownErrors(form)).email).toBe(c.badEmail)
    await form.getByLabel('Email').fill('someone@example.com')
    expect((await shownErrors(form)).email).toBeUndefined()
    await close()
  })
})

const byName = (name: string) => {
  const found = FORMS.find((c) => c.name === name)
  if (!found) throw new Error(`no form case ${name}`)
  return found
}
const CAPTCHA_FORMS = ['contact form', 'landing short form', 'vacancy application'].map(byName)
const MESSAGE_FORMS = ['contact form', 'services contact form', 'service form (drawer)'].map(byName)
const FILE_FORMS = ['contact form', 'vacancy application'].map(byName)

const TOO_LARGE = "File is too large: File can't be larger than 2MB."
const BAD_FORMAT = 'Invalid file format. Please upload a file with the correct extension.'
const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)])

/** In an order where each message differs from the one before: every change is seen. */
const FILES = [
  { label: 'over 2,000,000 bytes', name: 'big.pdf', bytes: pdfOf(2_000_001), error: TOO_LARGE },
  { label: 'a .exe', name: 'tool.exe', bytes: Buffer.from('MZ\x90\x00'), error: BAD_FORMAT },
  { label: 'exactly 2,000,000 bytes', name: 'max.pdf', bytes: pdfOf(2_000_000), error: undefined },
  {
    label: 'a .pdf that is no PDF',
    name: 'cv.pdf',
    bytes: Buffer.from('MZ\x90\x00'),
    error: BAD_FORMAT,
  },
]

describe.concurrent('captcha, message length and attachment messages', () => {
  it.for(CAPTCHA_FORMS)("$name: 'Verify' until the captcha is solved", async (c, { expect }) => {
    const { form, close } = await openForm(c)
    await form.getByRole('button', { name: c.button }).click()
    await form.getByText('Verify', { exact: true }).waitFor()
    expect((await shownErrors(form)).captcha).toBe('Verify')
    await solveCaptcha(form)
    expect((await shownErrors(form)).captcha).toBeUndefined()
    await close()
  })

  it.for(MESSAGE_FORMS)('$name: a message over 1000 characters', async (c, { expect }) => {
    const { form, close } = await openForm(c)
    const message = form.getByLabel('Message')
    // Typing stops at 1000 (maxlength); a longer value can only come from a script or autofill.
    await message.fill('x'.repeat(1001))
    expect((await message.inputValue()).length).toBe(1000)
    await message.evaluate((el) => {
      if (el instanceof HTMLTextAreaElement) el.value = 'y'.repeat(1001)
    })
    await form.getByRole('button', { name: c.button }).click()
    await form.getByText('Message can be at most 1000 characters.').waitFor()
    expect((await shownErrors(form)).message).toBe('Message can be at most 1000 characters.')
    await close()
  })

  // The limits themselves are tested where they are decided (tests/unit/forms/files.test.ts, and at
  // the edge in tests/integration/forms.test.ts); here, that each form shows them on its file field.
  it.for(FILE_FORMS)('$name: the file messages, one file after another', async (c, { expect }) => {
    const { form, close } = await openForm(c)
    await form.getByRole('button', { name: c.button }).click()
    for (const file of FILES) {
      await form.locator('input[type=file]').setInputFiles({
        name: file.name,
        mimeType: 'application/octet-stream',
        buffer: file.bytes,
      })
      await form.getByRole('button', { name: `Remove ${file.name}` }).waitFor()
      await form.getByRole('button', { name: c.button }).click()
      await expect
        .poll(async () => (await shownErrors(form)).cv, { message: file.label })
        .toBe(file.error)
    }
    await close()
  })
})
