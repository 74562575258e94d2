import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveEmbeddedCms, type CmsChange, type ServedCms } from '../shared/cms-over-http'

/**
 * `npm run cms:check` as the gate before switching: its exit codes and what it tells the owner,
 * against the embedded content service (in-process by default, or over HTTP with one answer
 * changed, as a company's WordPress would give it). Needs no browser and no running site.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const USER = 'gate-admin'
const PASSWORD = 'gate-application-password'
const AUTH = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`

interface Run {
  code: number
  out: string
}

function cmsCheck(vars: Record<string, string>, args: string[] = []): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/cms-check.mjs', ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          CMS_URL: '',
          CMS_AUTH: '',
          CF7_FORM_IDS: '',
          SITE_CONFIG: '',
          ...vars,
        },
        timeout: 60_000,
      },
      (err, stdout, stderr) => {
        const code = err ? Number((err as { code?: number }).code ?? 1) : 0
        // A run stopped by the time limit says so, instead of passing for an exit code 1.
        const killed = err?.killed ? `\n[cms:check stopped after 60 s by ${err.signal}]` : ''
        resolve({ code, out: stdout + stderr + killed })
      },
    )
  })
}

let change: CmsChange = () => null
let cms: ServedCms

beforeAll(async () => {
  // The answer the current test changes, as a company's WordPress would give it.
  cms = await serveEmbeddedCms({ user: USER, password: PASSWORD }, (path, body) =>
    change(path, body),
  )
})
afterAll(() => cms.close())

const overHttp = (changed: CmsChange, args: string[] = []) => {
  change = changed
  return cmsCheck({ CMS_URL: cms.url, CMS_AUTH: AUTH }, args)
}

/** A CF7 definition answer for form 101 whose template is `fields` (scanned by the service). */
const wpError = (code: string, status: number) =>
  Response.json({ code, message: code, data: { status } }, { status })

describe('npm run cms:check: the gate before switching', () => {
  it('passes the demo content service, checked in-process by default, with nothing to do (exit 0)', async () => {
    const run = await cmsCheck({})
    expect(run.out).toContain('cms:check — the embedded content service')
    expect(run.out).toContain('✓ front page (/) — "Home"')
    expect(run.out).toContain('✓ contact form (CF7 form 101)')
    expect(run.out).toContain('✓ Everything the site needs is there.')
    expect(run.code, run.out).toBe(0)
  })

  // Without --strict the same warnings exit 0 (cms-check.test.ts: no Yoast, no ACF).
  it('lists failing optional operations as warnings; --strict fails on them (exit 1)', async () => {
    const strict = await cmsCheck({ DISABLED_PLUGINS: 'yoast' }, ['--strict'])
    expect(strict.out).toContain('! PageSeoByUri (optional')
    expect(strict.out).toContain('Page.seo: Cannot query field "seo" on type "Page".')
    expect(strict.out).toMatch(
      /! \d+ warning\(s\), no failure: .* --strict: that fails the check\./,
    )
    expect(strict.code, strict.out).toBe(1)
  })

  it("names each mismatch of a company's CF7 form with what the site sends, and exits 1", async () => {
    const template =
      '[text* firstName] [text* lastName] [email* email] [tel* phone] [select* interest "A" "B"] [textarea message maxlength:500] [file cv] [acceptance consent] [file* portfolio]'
    const run = await overHttp((path) => {
      if (path !== '/wp-json/contact-form-7/v1/contact-forms/101') return null
      const fields = template.match(/\[[^\]]+\]/g)?.map((tag) => {
        const [type = '', name = '', ...rest] = tag.slice(1, -1).split(' ')
        const values = rest.filter((r) => r.startsWith('"')).map((r) => r.slice(1, -1))
        const options = rest.filter((r) => !r.startsWith('"'))
        const basetype = type.replace('*', '')
        return {
          type,
          basetype,
          name,
          options,
          raw_values: values,
          labels: values,
          values,
          pipes: [],
          content: '',
        }
      })
      return Response.json({ id: 101, properties: { form: { content: template, fields } } })
    })
    expect(run.code, run.out).toBe(1)
    expect(run.out).toContain('✗ contact form (CF7 form 101)')
    expect(run.out).toContain(
      'company: the CF7 form has no such field: what visitors enter there never reaches the mail → add [text company] to the form',
    )
    // The site shows a required tel and an own acceptance after its fields: nothing to report.
    expect(run.out).not.toMatch(/^\s*\S*\s*(phone|consent):/m)
    expect(run.out).toContain(
      'portfolio: the CF7 form requires it and the site never sends it (the site sends one attachment only, as cv): every submission fails',
    )
    expect(run.out).toContain(
      'message: CF7 allows 500 characters, the site lets visitors write 1000',
    )
    // Without filetypes CF7 takes images only: the site follows it.
    expect(run.out).toContain(
      "cv: the site follows CF7's file rules: it accepts png, jpg, jpeg up to 1MB",
    )
    expect(run.out).toMatch(/✗ \d+ failure\(s\)/)
  })

  it('says what to do about a missing front page, a page, a refused credential and a missing route', async () => {
    const run = await overHttp((path, body) => {
      if (path === '/graphql' && body.includes('CmsCheckPage')) {
        const uri = (JSON.parse(body) as { variables: { uri: string } }).variables.uri
        if (uri === '/' || uri === '/careers') return Response.json({ data: { page: null } })
      }
      if (path === '/wp-json/contact-form-7/v1/contact-forms/102')
        return wpError('wpcf7_forbidden', 403)
      if (path === '/wp-json/contact-form-7/v1/contact-forms/103')
        return wpError('wpcf7_not_found', 404)
      if (path.startsWith('/wp-json/custom/v1/json-file/')) return wpError('rest_no_route', 404)
      return null
    })
    expect(run.code, run.out).toBe(1)
    expect(run.out).toContain(
      '→ Settings → Reading → "Your homepage displays": A static page, and choose the page',
    )
    expect(run.out).toContain('→ Pages → Add New: publish a page with the slug "careers"')
    expect(run.out).toContain(
      '→ set CMS_AUTH to an application password of an editor or administrator',
    )
    expect(run.out).toContain('set it in CF7_FORM_IDS ("services-contact": <id>)')
    expect(run.out).toContain('! lottie animations (custom/v1/json-file/{id})')
  })

  it('exits 0 with a warning when only an optional route is missing', async () => {
    const run = await overHttp((path) =>
      path.startsWith('/wp-json/custom/v1/json-file/') ? wpError('rest_no_route', 404) : null,
    )
    expect(run.out).toContain('no such route: services show no animation')
    expect(run.code, run.out).toBe(0)
  })
})
