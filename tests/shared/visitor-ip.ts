import { randomInt } from 'node:crypto'

/**
 * A client address of its own for each browser context (198.18.0.0/15, the benchmarking range):
 * the edge limits form posts per address, and every test is a different visitor. `wrangler dev`
 * keeps a `cf-connecting-ip` it is sent; Cloudflare overwrites it, so production is unaffected.
 */
export function visitorIp(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}
