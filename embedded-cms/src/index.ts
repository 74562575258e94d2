import { Hono } from 'hono'
import { authErrorResponse, checkAuth } from './auth'
import { handleFormDefinition } from './cf7/definition'
import { handleFeedback } from './cf7/feedback'
import { content } from './content'
import { ensureSchema } from './db/migrations'
import { postEdits } from './db/post-edits'
import { readSettings, testPages } from './db/settings'
import type { CmsAppEnv } from './env'
import { handleGraphql } from './graphql/handler'
import { staticFile, uploadDate } from './http/static-file'
import { serveMedia } from './media/serve'
import { operatorRoutes } from './operator'
import { lottieFor } from './rest/lottie'
import { frtPosts } from './rest/posts'
import { subscribe, unsubscribe } from './rest/subscribers'
import { userCan } from './users/roles'
import { criticalError, wpError } from './wp-error'

const app = new Hono<CmsAppEnv>()

app.use('*', async (c, next) => {
  await ensureSchema(c.env.DB)
  const path = new URL(c.req.url).pathname
  const auth = checkAuth(c.req.header('authorization') ?? null, c.env)
  c.set('viewer', auth.status === 'authenticated' ? auth.user : null)
  if (path.startsWith('/wp-json/embedded/v1/')) {
    if (auth.status !== 'authenticated') {
      return (
        authErrorResponse(auth) ??
        wpError('rest_forbidden', 'Sorry, you are not allowed to do that.', 401)
      )
    }
    // Operator routes are the site owner's: like WordPress's settings, they need manage_options.
    if (!userCan(auth.user, 'manage_options')) {
      return wpError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403)
    }
    return next()
  }
  const settings = await readSettings(c.env.DB)
  c.set('settings', settings)
  if (settings.outage) {
    return wpError('internal_server_error', 'There has been a critical error on this website.', 500)
  }
  // CF7's feedback route treats a wrong credential as anonymous (seen on CF7 6.1).
  if (path.startsWith('/wp-json/contact-form-7/')) return next()
  // WPGraphQL goes on anonymously when an application password fails: WordPress's
  // wp_validate_application_password() then keeps the request's user (none), and only the REST
  // API turns the failure into a 401 (rest_application_password_check_errors); WPGraphQL 2.20
  // registers no such check (it only marks GraphQL requests as API requests, Router.php).
  if (path === '/graphql') return next()
  return authErrorResponse(auth) ?? next()
})

app.route('/wp-json/embedded/v1', operatorRoutes)
app.on(['GET', 'POST'], '/graphql', async (c) => {
  // wp-graphql-gutenberg builds its types from the registry while WPGraphQL builds the schema.
  if (c.env.BLOCK_REGISTRY === 'empty') return criticalError()
  const { settings } = c.var
  return handleGraphql(c.req.raw, {
    extraPages: await testPages(c.env.DB),
    edits: await postEdits(c.env.DB),
    publicUrl: c.env.PUBLIC_URL,
    viewer: c.var.viewer,
    frontPageId: settings.pageOnFront,
    plainPermalinks: settings.permalinkStructure === '',
    general: settings.general,
    disabledPlugins: [
      ...(c.env.DISABLED_PLUGINS ?? '').split(',').map((p) => p.trim()),
      ...settings.disabledPlugins,
    ],
  })
})
app.get('/wp-json/contact-form-7/v1/contact-forms/:id{[0-9]+}', (c) =>
  handleFormDefinition(c.req.param('id'), c.var.viewer, c.env.DB),
)
app.all('/wp-json/contact-form-7/v1/contact-forms/:id/feedback', (c) =>
  handleFeedback(c.req.raw, c.req.param('id'), c.env.DB),
)
app.get('/wp-json/custom/v1/subscribe/:email', (c) => subscribe(c.env.DB, c.req.param('email')))
app.get('/wp-json/custom/v1/unsubscribe/:email', (c) => unsubscribe(c.env.DB, c.req.param('email')))
app.post('/wp-json/custom/v1/frtposts', (c) => frtPosts(c.req.raw, c.env.PUBLIC_URL))
app.get('/wp-json/custom/v1/json-file/:id', (c) => {
  const animation = /^\d+$/.test(c.req.param('id')) ? lottieFor(Number(c.req.param('id'))) : null
  return animation ? c.json(animation) : wpError('not_found', 'File not found.', 404)
})
app.all('/wp-admin/admin-ajax.php', (c) => {
  // WordPress answers an unknown or missing action with HTTP 400 and the body `0`.
  if (c.req.query('action') !== 'frt_jobs') {
    return c.body('0', 400, { 'content-type': 'text/html; charset=UTF-8' })
  }
  return c.json(content.vacancies)
})
app.get('/wp-content/uploads/*', (c) => {
  const path = new URL(c.req.url).pathname
  return staticFile(c.req.raw, serveMedia(path), uploadDate(path))
})
app.all('/wp-json/*', () =>
  wpError('rest_no_route', 'No route was found matching the URL and request method.', 404),
)
app.notFound(
  () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/html' } }),
)
app.onError((err) => {
  console.error('embedded-cms:', err)
  return wpError('internal_server_error', 'There has been a critical error on this website.', 500)
})

export default app
