import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveEmbeddedCms, type ServedCms } from '../shared/cms-over-http'
import { freePort } from '../shared/free-port'

/**
 * `npm start` pointed at another WordPress (CMS_URL), as the README's "Switching to your
 * WordPress" says to try it: wrangler.toml's [vars] SITE_CONFIG is the demo company's (its phone
 * number, its offices), and a company's site must never show them.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const DEMO_PHONE = '+381 11 405 1200'

let cms: ServedCms
let child: ChildProcess | undefined
beforeAll(async () => {
  cms = await serveEmbeddedCms({ user: 'demo', password: 'demo-application-password' })
})
afterAll(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child.kill('SIGINT')
    await exited
  }
  await cms.close()
})

describe('npm start pointed at another WordPress', () => {
  it("shows none of the demo company's details from wrangler.toml", async () => {
    const port = await freePort()
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, SKIP_CLIENT_BUILD: '1', PORT: String(port), CMS_URL: cms.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    const ready = new Promise<void>((resolve, reject) => {
      const seen = (c: Buffer) => {
        out += c.toString()
        if (out.includes('Site ready at')) resolve()
      }
      child?.stdout?.on('data', seen)
      child?.stderr?.on('data', seen)
      child?.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${out}`)))
    })
    await ready
    const html = await (await fetch(`http://127.0.0.1:${port}/about`)).text()
    // The footer and the structured data carry the company's own details: from this WordPress…
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
    const structured = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => m[1])
      .join('\n')
    expect(footer).toContain('mailto:hello@northwindlabs.dev')
    expect(structured).toContain('"@type":"Organization"')
    // …never the demo's phone number or its offices, which only wrangler.toml's [vars] hold.
    for (const part of [footer, structured]) {
      expect(part).not.toContain(DEMO_PHONE)
      expect(part).not.toContain('+381114051200')
      expect(part).not.toContain('Bulevar Mihajla Pupina 10')
    }
  }, 180_000)
})
