// A Chrome DevTools protocol session over a WebSocket, with a Worker's isolate: workerd's own
// inspector (a Worker at /core:user:<name>) or wrangler's inspector proxy (`--inspector-port`).
// The profiler (bench/profile.mjs) and the memory sampler (bench/lib/workerd-memory.mjs) use it.

/** Node's WebSocket is undici's, which takes headers (the DOM's type knows only protocols). */
const NodeWebSocket = /** @type {typeof import('undici-types').WebSocket} */ (
  /** @type {unknown} */ (globalThis.WebSocket)
)

/**
 * @typedef {object} DevtoolsSession
 * @property {(method: string) => void} post sends a command whose answer nobody waits for
 *   (workerd carries out HeapProfiler.collectGarbage without answering)
 * @property {(method: string, params?: object) => Promise<unknown>} send a command's result
 * @property {() => void} close
 */

/**
 * @typedef {object} SessionOptions
 * @property {(method: string, params: Record<string, unknown>) => void} [onEvent] what the
 *   inspector announces unasked (Debugger.scriptParsed, …)
 * @property {number} [timeoutMs] how long opening and each command may take (a busy machine may
 *   not answer at all: the caller closes the session and tries again, or gives up)
 */

/**
 * Opens a session at `url` (ws://…).
 * @param {string} url
 * @param {SessionOptions} [options]
 * @returns {Promise<DevtoolsSession>}
 */
export async function openDevtools(url, { onEvent, timeoutMs = 30_000 } = {}) {
  // wrangler's inspector proxy accepts DevTools-like clients only (an Origin on localhost).
  const ws = new NodeWebSocket(url, { headers: { origin: 'http://localhost' } })
  await new Promise((/** @type {(value?: void) => void} */ resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`cannot open ${url}: timed out`)), timeoutMs)
    ws.onopen = () => {
      clearTimeout(timer)
      resolve()
    }
    ws.onerror = () => {
      clearTimeout(timer)
      reject(new Error(`cannot open ${url}`))
    }
  }).catch((err) => {
    ws.close()
    throw err
  })
  let lastId = 0
  /** @type {Map<number, (message: { error?: { message: string }, result?: unknown }) => void>} */
  const pending = new Map()
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data))
    if (message.method) onEvent?.(message.method, message.params ?? {})
    pending.get(message.id)?.(message)
    pending.delete(message.id)
  }
  const post = (/** @type {string} */ method) => ws.send(JSON.stringify({ id: ++lastId, method }))
  const send = (/** @type {string} */ method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new Error(`${method} timed out`))
      }, timeoutMs)
      pending.set(id, (message) => {
        clearTimeout(timer)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message.result)
      })
      ws.send(JSON.stringify({ id, method, params }))
    })
  return { post, send, close: () => ws.close() }
}
