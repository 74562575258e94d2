import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { cmsCredential } from '../shared/dev-vars'

const cmsAuth = cmsCredential()

const root = fileURLToPath(new URL('../../', import.meta.url))

interface Run {
  code: number
  out: string
}

/** Runs `npm run cms:check`'s script with the given settings. */
function cmsCheck(vars: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/cms-check.mjs'],
      { cwd: root, env: { ...process.env, CMS_URL: '', CMS_AUTH: '', ...vars }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? Number((err as { code?: number }).code ?? 1) : 0
        resolve({ code, out: stdout + stderr })
      },
    )
  })
}

const settings = (body: unknown) =>
  fetch(`${baseUrl()}/__embedded-cms/wp-json/embedded/v1/settings`, {
    method: 'POST',
    headers: { authorization: cmsAuth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('npm run cms:check', () => {
  it('introspects a running CMS over HTTP and reports every operation valid', async () => {
    const run = await cmsCheck({ CMS_URL: `${baseUrl()}/__embedded-cms`, CMS_AUTH: cmsAuth })
    expect(run.out).toContain('✓ PageByUri (required')
    expect(run.out).toMatch(/All \d+ operations are valid against this schema\./)
    expect(run.code).toBe(0)
  })

  it('names the failing optional operation and field when the CMS lacks a plugin, as a warning', async () => {
    expect((await settings({ disabledPlugins: ['yoast'] })).status).toBe(200)
    try {
      const run = await cmsCheck({ CMS_URL: `${baseUrl()}/__embedded-cms`, CMS_AUTH: cmsAuth })
      // Only optional operations fail: a warning, not a failure (cms-check-gate.test.ts: --strict).
      expect(run.code).toBe(0)
      expect(run.out).toContain('! PageSeoByUri (optional')
      expect(run.out).toContain('Page.seo: Cannot query field "seo" on type "Page".')
      expect(run.out).toContain('✓ PageByUri (required')
    } finally {
      await settings({ disabledPlugins: [] })
    }
  })

  // With nothing switched off it passes: cms-check-gate.test.ts.
  it('checks the embedded content service in-process by default, without ACF as a warning', async () => {
    const noAcf = await cmsCheck({ DISABLED_PLUGINS: 'acf' })
    expect(noAcf.out).toContain('cms:check — the embedded content service')
    expect(noAcf.code).toBe(0)
    expect(noAcf.out).toContain('! ServiceLottieBySlug (optional')
    expect(noAcf.out).toContain(
      'Service.lottieAnimation: Cannot query field "lottieAnimation" on type "Service".',
    )
  })

  it('explains a schema it cannot read (a wrong credential) and exits with 2', async () => {
    const run = await cmsCheck({
      CMS_URL: `${baseUrl()}/__embedded-cms`,
      CMS_AUTH: `Basic ${btoa('demo:wrong password')}`,
    })
    expect(run.code).toBe(2)
    expect(run.out).toContain('could not read the GraphQL schema')
    // WPGraphQL ignores a wrong application password and refuses introspection to anonymous callers.
    expect(run.out).toContain(
      'HTTP 200: GraphQL introspection is not allowed, but the query contained __schema or __type',
    )
    expect(run.out).toContain('CMS_AUTH is set, but WordPress signed nobody in with it')
  })
  it('names the block registry, not introspection, when WordPress dies building the schema (an empty registry)', async () => {
    const run = await cmsCheck({ BLOCK_REGISTRY: 'empty' })
    expect(run.code).toBe(2)
    expect(run.out).toContain(
      'could not read the GraphQL schema of the embedded content service: HTTP 500: There has been a critical error on this website.',
    )
    expect(run.out).toContain(
      '→ as an administrator, open GraphQL Gutenberg in wp-admin and press Update beside "Update block registry"',
    )
    expect(run.out).not.toContain('introspection')
  })
})
