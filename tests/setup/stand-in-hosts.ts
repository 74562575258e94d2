import { expect } from 'vitest'

/**
 * The tests' CMS and other stand-ins live at `.test` hosts (RFC 2606: never resolvable). A call to
 * one that no stub answers (`stubCms()` replaces `fetch` for its test only) is refused at once, as
 * a refused connection, naming the test: it used to wait for a DNS lookup that fails, slowly on a
 * busy or offline machine, and printed workerd's 'DNS lookup failed' noise into the run.
 */
const STAND_IN = Symbol.for('tests.stand-in-hosts')
type Guarded = typeof globalThis & { [STAND_IN]?: true }

// Setup files run again before every file of the shared runtime: `fetch` is wrapped once.
if (!(globalThis as Guarded)[STAND_IN]) {
  ;(globalThis as Guarded)[STAND_IN] = true
  const network = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!url.hostname.endsWith('.test')) return network(input, init)
    const test = expect.getState().currentTestName ?? 'no test'
    console.error(
      `[tests] ${url.origin} has no stub in "${test}": use stubCms() from tests/fixtures`,
    )
    throw new TypeError(`fetch failed: ${url.origin} is a stand-in host and nothing stubs it`)
  }
}
