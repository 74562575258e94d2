import { spawn, type ChildProcess } from 'node:child_process'
import type { Driver, Key } from './driver'

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf'
/** The WebDriver key codes of the keys the tests press. */
const KEYS: Record<Key, string> = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007' }

interface WebDriverAnswer {
  value: unknown
}

/** Starts WebKitWebDriver (under a virtual display when there is none) and waits for it. */
async function startDriverServer(port: number): Promise<ChildProcess> {
  const command = process.env.DISPLAY ? 'WebKitWebDriver' : 'xvfb-run'
  const args = process.env.DISPLAY
    ? [`--port=${port}`]
    : ['-a', 'WebKitWebDriver', `--port=${port}`]
  const server = spawn(command, args, { stdio: 'ignore', detached: true })
  const until = Date.now() + 20_000
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/status`)
      if (res.ok) return server
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('WebKitWebDriver did not start within 20 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** WebKitGTK's MiniBrowser, driven over classic WebDriver (W3C) by WebKitWebDriver. */
export async function startWebKit(
  miniBrowser: string,
  baseUrl: string,
  port = 4445,
): Promise<Driver> {
  const server = await startDriverServer(port)
  const root = `http://127.0.0.1:${port}`
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${root}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer = (await res.json()) as WebDriverAnswer
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(answer.value)}`)
    return answer.value
  }
  const created = (await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      },
    },
  })) as { sessionId: string; capabilities: { browserVersion?: string } }
  const session = `/session/${created.sessionId}`
  const find = async (selector: string) => {
    const found = (await call('POST', `${session}/element`, {
      using: 'css selector',
      value: selector,
    })) as Record<string, string>
    const id = found[ELEMENT]
    if (!id) throw new Error(`no element ${selector}`)
    return id
  }
  const actions = (sources: unknown[]) => call('POST', `${session}/actions`, { actions: sources })
  /** The mouse moved to a point of the viewport, then whatever else it does there. */
  const pointer = async (x: number, y: number, then: unknown[] = []) => {
    await actions([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
          ...then,
        ],
      },
    ])
  }
  return {
    name: `WebKitGTK ${created.capabilities.browserVersion ?? ''}`.trim(),
    resize: async (width, height) => {
      await call('POST', `${session}/window/rect`, { width, height })
    },
    open: async (path) => {
      await call('POST', `${session}/url`, { url: new URL(path, baseUrl).toString() })
    },
    run: async <T>(body: string) =>
      (await call('POST', `${session}/execute/sync`, { script: body, args: [] })) as T,
    clickAt: (x, y) =>
      pointer(x, y, [
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ]),
    moveTo: (x, y) => pointer(x, y),
    press: async (key) => {
      await actions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: KEYS[key] },
            { type: 'keyUp', value: KEYS[key] },
          ],
        },
      ])
    },
    type: async (selector, text) => {
      await call('POST', `${session}/element/${await find(selector)}/value`, { text })
    },
    quit: async () => {
      await call('DELETE', session).catch(() => undefined)
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    },
  }
}
