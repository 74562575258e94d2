import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A local port free now, with its inspector port (+1000, wrangler dev's) free too. */
export async function freePort(): Promise<number> {
  for (;;) {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    if (port + 1000 > 65535) continue
    const inspector = createServer()
    const free = await new Promise<boolean>((resolve) => {
      inspector.once('error', () => resolve(false))
      inspector.listen(port + 1000, '127.0.0.1', () => resolve(true))
    })
    if (free) {
      await new Promise<void>((resolve) => inspector.close(() => resolve()))
      return port
    }
  }
}
