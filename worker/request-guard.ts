import type { Context, Hono, MiddlewareHandler } from 'hono'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { TrieRouter } from 'hono/router/trie-router'
import type { AppEnv } from './app-env'
import { readCapped } from './read-capped'
import { errorPageResponse } from './render/page-response'

/**
 * No request body may be larger. It is above every route's own limit (the largest, a form with a
 * 2 MB file, takes about 2.1 MB), so that a route answers with its own message first.
 */
const MAX_REQUEST_BYTES = 4 * 1024 * 1024

/** Every `%` starts an escape of UTF-8 text, and nothing in the path is a control character. */
function isReadablePath(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(decoded)
}

/** The purge address answers scripts: every refusal there is JSON, the others a branded page. */
const refusal = (c: Context<AppEnv>, status: 400 | 413, error: string) =>
  c.req.path.startsWith('/__cache/') ? c.json({ error }, status) : errorPageResponse(c, status)
const tooLarge = (c: Context<AppEnv>) => refusal(c, 413, 'Body too large.')

/** 400: a path with a broken escape (`/%`, `/%zz`) or a line break (`/%0a`) is no address. */
const readablePath: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isReadablePath(new URL(c.req.url).pathname)) return refusal(c, 400, 'Bad request.')
  await next()
}

/** The headers of a request whose body was dropped: none that describes a body. */
function withoutBody(headers: Headers): Headers {
  const copy = new Headers(headers)
  for (const name of ['content-length', 'transfer-encoding', 'content-type', 'content-encoding']) {
    copy.delete(name)
  }
  return copy
}

/**
 * 413 for a body over {@link MAX_REQUEST_BYTES}, whether its length is declared or not. Not
 * `hono/body-limit`: it stops reading a streamed body at the limit, and the client, still sending,
 * gets a reset connection instead of the 413 (tests/process/protocol.test.ts, "declared or
 * streamed", fails with it); readCapped drains the rest first.
 */
const bodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = c.req.raw
  if (!request.body) return next()
  if (request.method === 'GET' || request.method === 'HEAD') {
    // A GET's body means nothing (RFC 9110) and no Request may be made with one: it is drained
    // and the request goes on without it, instead of failing wherever it is copied (a 500).
    if (!(await readCapped(request.body, MAX_REQUEST_BYTES))) return tooLarge(c)
    const { method, headers, redirect, signal } = request
    c.req.raw = new Request(request.url, {
      method,
      headers: withoutBody(headers),
      redirect,
      signal,
    })
    return next()
  }
  const declared = request.headers.get('content-length')
  if (declared !== null && !request.headers.has('transfer-encoding')) {
    return Number(declared) > MAX_REQUEST_BYTES ? tooLarge(c) : next()
  }
  const bytes = await readCapped(request.body, MAX_REQUEST_BYTES)
  if (!bytes) return tooLarge(c)
  c.req.raw = new Request(request, { body: bytes })
  await next()
}

const SCRIPT_PATH = /^\/(api|__cache)\//
const forScripts = (c: Context<AppEnv>) => SCRIPT_PATH.test(c.req.path)

/** 405 for a script address: JSON, with the methods it takes in `Allow`. */
function scriptMethodNotAllowed(c: Context<AppEnv>, methods: readonly string[]): Response {
  const res = c.json({ error: 'Method not allowed' }, 405)
  res.headers.set('allow', methods.join(', '))
  return res
}

/**
 * 405 for the API and purge addresses. The pages' catch-all `GET /*` also matches them, so the
 * generic guard would count GET as allowed there: only their own routes name what they take.
 */
function scriptMethods(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  let router: TrieRouter<string[]> | undefined
  const build = () => {
    const byPath = new Map<string, Set<string>>()
    for (const route of app.routes) {
      if (route.method === 'ALL' || route.method === 'HEAD' || !SCRIPT_PATH.test(route.path)) {
        continue
      }
      const methods = byPath.get(route.path) ?? new Set<string>()
      methods.add(route.method)
      if (route.method === 'GET') methods.add('HEAD')
      byPath.set(route.path, methods)
    }
    const built = new TrieRouter<string[]>()
    for (const [path, methods] of byPath) built.add('ALL', path, [...methods])
    return built
  }
  return async (c, next) => {
    if (!forScripts(c)) return next()
    await next()
    if (c.res.status !== 404) return
    router ??= build()
    const allowed = new Set(router.match('ALL', c.req.path)[0].flatMap(([methods]) => methods))
    if (allowed.size === 0 || allowed.has(c.req.method)) return
    c.res = scriptMethodNotAllowed(c, [...allowed])
  }
}

/**
 * Protocol edges, before any route runs: 400 for an unreadable path, 413 for a body over
 * {@link MAX_REQUEST_BYTES} (declared or streamed), and 405 with `Allow` for a method the path's
 * routes do not take. Pages answer with the branded error page, the purge address with JSON (and
 * APIs too for 405).
 */
export function requestGuards(app: Hono<AppEnv>): MiddlewareHandler<AppEnv>[] {
  const pageMethods = methodNotAllowed({
    app,
    onMethodNotAllowed: async (c, methods) => {
      const res = await errorPageResponse(c, 405)
      res.headers.set('allow', methods.join(', '))
      return res
    },
  })
  return [
    readablePath,
    (c, next) => (forScripts(c) ? next() : pageMethods(c, next)),
    scriptMethods(app),
    bodyLimit,
  ]
}
