import type { Locator } from 'playwright-core'

// What the content service stored, and its outage switch: shared with the suites without a browser.
export * from '../shared/content-service'

/** Solves the form's captcha (ALTCHA proof of work in the browser) and waits until it passes. */
export async function solveCaptcha(form: Locator): Promise<void> {
  await form.getByRole('button', { name: "I'm not a robot" }).click()
  await form.getByText('Verified: you are human').waitFor({ timeout: 20_000 })
}
