import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import type { Driver, Key } from './driver'

/** Firefox (Debian's firefox-esr), headless, driven over WebDriver BiDi. */
export async function startFirefox(executablePath: string, baseUrl: string): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
  })
  const page: Page = await browser.newPage()
  const version = await browser.version()
  return {
    name: `Firefox ${version.replace(/^firefox\//i, '')}`,
    resize: (width, height) => page.setViewport({ width, height }),
    open: async (path) => {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'load' })
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    clickAt: (x, y) => page.mouse.click(x, y),
    moveTo: (x, y) => page.mouse.move(x, y, { steps: 2 }),
    press: (key: Key) => page.keyboard.press(key),
    type: (selector, text) => page.type(selector, text),
    quit: () => browser.close(),
  }
}
