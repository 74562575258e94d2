/** Keys the smoke tests press. */
export type Key = 'Escape' | 'Tab' | 'Enter'

/**
 * What the smoke tests need from a browser, over WebDriver BiDi (Firefox) or classic WebDriver
 * (WebKitGTK): real clicks and key presses, and scripts run in the page.
 */
export interface Driver {
  /** The engine and version, as the report names it. */
  readonly name: string
  resize(width: number, height: number): Promise<void>
  /** Loads the path (relative to the site) and waits for the load event. */
  open(path: string): Promise<void>
  /** Runs a function body (`return …`) in the page and gives back its JSON result. */
  run<T>(body: string): Promise<T>
  /** Clicks at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>
  /** Moves the pointer to a point of the viewport, as a visitor's hand does. */
  moveTo(x: number, y: number): Promise<void>
  press(key: Key): Promise<void>
  /** Types into the first element matching the selector. */
  type(selector: string, text: string): Promise<void>
  quit(): Promise<void>
}

/** Polls a page script until it returns true; fails with the given description after the timeout. */
export async function waitUntil(
  driver: Driver,
  body: string,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (await driver.run<boolean>(body)) return
    if (Date.now() > until) throw new Error(`${driver.name}: timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
