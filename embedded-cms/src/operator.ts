import { Hono } from 'hono'
import * as z from 'zod'
import { clearContactForms, putContactForm } from './cf7/forms'
import { content } from './content'
import { currentPages, pagePath, pagesBelow } from './content/page-tree'
import { statusOf } from './content/status'
import { EDITABLE_TYPES, edited, postEdits, putPostEdit, type EditableType } from './db/post-edits'
import { clearTestPages, putTestPage, setOutage, testPages, writeSetting } from './db/settings'
import { isPluginName } from './graphql/plugins'
import type { CmsAppEnv } from './env'
import { purgeSiteAfter } from './site/purge'
import { wpError } from './wp-error'

interface SubmissionRow {
  id: number
  form_id: number
  unit_tag: string
  fields: string
  email: string | null
  vacancy: string | null
  file_name: string | null
  file_type: string | null
  file_size: number | null
  created_at: string
}

const testPageSchema = z.object({
  id: z.number().int().min(90000),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  uri: z.string().regex(/^\/[a-z0-9-/]+\/$/),
  title: z.string().min(1),
  blocks: z.array(z.object({ name: z.string(), html: z.string().optional() }).loose()),
})

/** A WordPress page URI (`/about/`) as the site's path (`/about`), as the plugin sends it. */
const sitePath = (uri: string) => uri.replace(/\/+$/, '') || '/'

const SLUG = /^[a-z0-9-]+$/
const postEditSchema = z.object({
  type: z.enum(EDITABLE_TYPES),
  slug: z.string().regex(SLUG),
  status: z.enum(['publish', 'draft', 'pending', 'private']).optional(),
  newSlug: z.string().regex(SLUG).optional(),
  // post_password ('' removes it); a page's post_parent (0: at the top).
  password: z.string().max(255).optional(),
  parent: z.number().int().min(0).optional(),
})

const postsOf = (type: EditableType) =>
  type === 'page' ? content.pages : type === 'case_study' ? content.caseStudies : content.services

/**
 * Operator routes for tests and `npm run cms:reset` (credential required): stored submissions and
 * their files, subscribers, a reset to the demo state, a simulated outage and site options. Each
 * edit of content purges the site beside the service, as the WordPress plugin does after a save.
 */
export const operatorRoutes = new Hono<CmsAppEnv>()
  // A page for end-to-end tests only (ids from 90000): served like a published page until cleared.
  .put('/test-pages', async (c) => {
    const page = testPageSchema.safeParse(await c.req.json().catch(() => null))
    if (!page.success) return wpError('rest_invalid_param', 'Invalid test page.', 400)
    // Saved below the page at its URI's parent path, if there is one (WordPress's Parent Page).
    const parentPath = page.data.uri.replace(/[^/]+\/$/, '')
    const pages = currentPages(await postEdits(c.env.DB), await testPages(c.env.DB))
    const parent = parentPath === '/' ? undefined : pages.find((p) => pagePath(p) === parentPath)
    await putTestPage(c.env.DB, { ...page.data, ...(parent ? { parent: parent.id } : {}) })
    purgeSiteAfter(c, { paths: [sitePath(page.data.uri)] })
    return c.json({ ok: true })
  })
  .delete('/test-pages', async (c) => {
    const cleared = await testPages(c.env.DB)
    await clearTestPages(c.env.DB)
    // Where they are now: below a renamed page, their URIs moved with it.
    const ids = new Set(cleared.map((p) => p.id))
    const now = currentPages(await postEdits(c.env.DB), cleared).filter((p) => ids.has(p.id))
    if (now.length) purgeSiteAfter(c, { paths: now.map((p) => sitePath(p.uri)) })
    return c.json({ ok: true })
  })
  // An editor's edit of a demo post: moved to another status, renamed (its slug), given a password
  // or, for a page, another parent. The site is purged at the post's old and new address, and a
  // page's at the old and new address of each published page below it (they move with it), as the
  // plugin does after a save.
  .post('/post-edits', async (c) => {
    const body = postEditSchema.safeParse(await c.req.json().catch(() => null))
    if (!body.success) {
      return wpError(
        'rest_invalid_param',
        'Send {"type": "page" | "case_study" | "service", "slug", "status"?, "newSlug"?, "password"?, "parent"? (a page\'s: its id, or 0)}.',
        400,
      )
    }
    const { type, slug, status, newSlug, password, parent } = body.data
    const editsBefore = await postEdits(c.env.DB)
    const post = postsOf(type).find((p) => p.slug === slug)
    if (!post) return wpError('rest_post_invalid_id', 'Invalid post ID.', 404)
    const tests = type === 'page' ? await testPages(c.env.DB) : []
    if (parent !== undefined) {
      const pages = currentPages(editsBefore, tests)
      // WordPress refuses a parent that is not a page, the page itself or a page below it.
      const invalid =
        type !== 'page' ||
        (parent !== 0 &&
          (!pages.some((p) => p.id === parent) ||
            parent === post.id ||
            pagesBelow(pages, post.id).some((p) => p.id === parent)))
      if (invalid) return wpError('rest_post_invalid_parent', 'Invalid post parent ID.', 400)
    }
    await putPostEdit(c.env.DB, type, slug, {
      ...(status ? { status } : {}),
      ...(newSlug ? { slug: newSlug } : {}),
      ...(password !== undefined ? { password } : {}),
      ...(parent !== undefined ? { parent } : {}),
    })
    const editsNow = await postEdits(c.env.DB)
    const before = type === 'page' ? currentPages(editsBefore, tests) : []
    const after = type === 'page' ? currentPages(editsNow, tests) : []
    const was = before.find((p) => p.id === post.id) ?? edited(type, post, editsBefore)
    const now = after.find((p) => p.id === post.id) ?? edited(type, post, editsNow)
    // A page answers at its own slug too (the front page's, `/home`, redirects to `/`).
    const uris = [was.uri, now.uri, ...(type === 'page' ? [`/${was.slug}/`, `/${now.slug}/`] : [])]
    const beforeUris = new Map(before.map((p) => [p.id, p.uri]))
    for (const child of pagesBelow(after, post.id)) {
      if (statusOf(child) === 'publish') uris.push(beforeUris.get(child.id) ?? child.uri, child.uri)
    }
    purgeSiteAfter(c, { paths: [...new Set(uris.map(sitePath))] })
    return c.json({ type, slug: now.slug, status: now.status ?? 'publish', uri: now.uri })
  })
  // A Contact Form 7 form's template (CF7's Form tab), replacing the demo's or under a new id.
  .post('/cf7-forms/:id{[0-9]+}', async (c) => {
    const body = z
      .object({
        form: z.string().min(1).max(20000),
        title: z.string().max(200).optional(),
        // CF7's Messages tab: the texts the editor changed, by key (`invalid_too_short`…).
        messages: z.record(z.string(), z.string().max(500)).optional(),
      })
      .safeParse(await c.req.json().catch(() => null))
    if (!body.success) return wpError('rest_invalid_param', 'Send {"form": "<template>"}.', 400)
    const { form, title, messages } = body.data
    await putContactForm(c.env.DB, Number(c.req.param('id')), form, title, messages)
    // The site's pages show the form's choices: all of them may change.
    purgeSiteAfter(c, { all: true })
    return c.json({ ok: true })
  })
  .delete('/cf7-forms', async (c) => {
    await clearContactForms(c.env.DB)
    purgeSiteAfter(c, { all: true })
    return c.json({ ok: true })
  })
  .get('/submissions', async (c) => {
    const form = c.req.query('form')
    const stmt = form
      ? c.env.DB.prepare(
          'SELECT id, form_id, unit_tag, fields, email, vacancy, file_name, file_type, file_size, created_at FROM submissions WHERE form_id = ? ORDER BY id DESC',
        ).bind(Number(form))
      : c.env.DB.prepare(
          'SELECT id, form_id, unit_tag, fields, email, vacancy, file_name, file_type, file_size, created_at FROM submissions ORDER BY id DESC',
        )
    const rows = await stmt.all<SubmissionRow>()
    return c.json(
      rows.results.map((r) => ({
        id: r.id,
        formId: r.form_id,
        unitTag: r.unit_tag,
        fields: JSON.parse(r.fields) as Record<string, string>,
        file: r.file_name ? { name: r.file_name, type: r.file_type, size: r.file_size } : null,
        createdAt: r.created_at,
      })),
    )
  })
  .get('/submissions/:id/file', async (c) => {
    const row = await c.env.DB.prepare(
      'SELECT file_name, file_type, file_data FROM submissions WHERE id = ?',
    )
      .bind(Number(c.req.param('id')))
      .first<{
        file_name: string | null
        file_type: string | null
        file_data: ArrayBuffer | number[] | null
      }>()
    if (!row?.file_data) return wpError('not_found', 'No file for this submission.', 404)
    const bytes =
      row.file_data instanceof ArrayBuffer ? row.file_data : new Uint8Array(row.file_data).buffer
    return new Response(bytes, {
      headers: {
        'content-type': row.file_type ?? 'application/octet-stream',
        'content-disposition': `attachment; filename="${(row.file_name ?? 'file').replaceAll('"', '')}"`,
      },
    })
  })
  .get('/subscribers', async (c) => {
    const rows = await c.env.DB.prepare(
      'SELECT email, created_at FROM subscribers ORDER BY email',
    ).all()
    return c.json(rows.results)
  })
  .post('/reset', async (c) => {
    await c.env.DB.batch([
      c.env.DB.prepare('DELETE FROM submissions'),
      c.env.DB.prepare('DELETE FROM subscribers'),
      c.env.DB.prepare('DELETE FROM settings'),
    ])
    // The front page, Settings → General, plugins and test pages all return to the demo's.
    purgeSiteAfter(c, { all: true })
    return c.json({ reset: true })
  })
  .post('/outage', async (c) => {
    const body = z.object({ on: z.boolean() }).safeParse(await c.req.json().catch(() => null))
    if (!body.success) return wpError('rest_invalid_param', 'Send {"on": true|false}.', 400)
    await setOutage(c.env.DB, body.data.on)
    return c.json({ outage: body.data.on })
  })
  .post('/settings', async (c) => {
    const body = z
      .object({
        // 0: Settings → Reading → "Your latest posts" (no static front page).
        pageOnFront: z.number().int().min(0).optional(),
        disabledPlugins: z.array(z.string().refine(isPluginName, 'unknown plugin')).optional(),
        // WordPress option names of Settings → General.
        blogname: z.string().max(200).optional(),
        blogdescription: z.string().max(500).optional(),
        admin_email: z.email().optional(),
        // Settings → Permalinks: '' is Plain.
        permalinkStructure: z.string().max(200).optional(),
      })
      .safeParse(await c.req.json().catch(() => null))
    if (!body.success) {
      return wpError(
        'rest_invalid_param',
        'Send any of {"pageOnFront": <page id>, "disabledPlugins": ["acf" | "yoast"], "blogname", "blogdescription", "admin_email", "permalinkStructure"}.',
        400,
      )
    }
    const { pageOnFront, disabledPlugins, permalinkStructure, ...general } = body.data
    for (const [key, value] of Object.entries(general)) {
      if (value !== undefined) {
        await writeSetting(c.env.DB, key as 'blogname' | 'blogdescription' | 'admin_email', value)
      }
    }
    if (pageOnFront !== undefined) {
      await writeSetting(c.env.DB, 'page_on_front', String(pageOnFront))
    }
    if (disabledPlugins !== undefined) {
      await writeSetting(c.env.DB, 'disabled_plugins', disabledPlugins.join(','))
    }
    if (permalinkStructure !== undefined) {
      await writeSetting(c.env.DB, 'permalink_structure', permalinkStructure)
    }
    // What the plugin sends for the same change in WordPress: a plugin switched on or off changes
    // what every answer holds, and the name and tagline are in every page's SEO title; Settings →
    // Reading changes every page; the email only the site's details.
    const everything =
      disabledPlugins !== undefined ||
      permalinkStructure !== undefined ||
      general.blogname !== undefined ||
      general.blogdescription !== undefined
    if (everything) purgeSiteAfter(c, { all: true })
    else {
      if (pageOnFront !== undefined) purgeSiteAfter(c, { types: ['page'] })
      if (general.admin_email !== undefined) purgeSiteAfter(c, { types: ['site'] })
    }
    return c.json(body.data)
  })
