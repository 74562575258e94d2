import { compareForm } from '../forms/cf7-check'
import { formDefinitionPath, messagesOfDefinition, tagsOfDefinition } from '../forms/cf7-definition'
import type { FormKind } from '../forms/schemas'
import { canonicalPath, ROUTES } from '../routes/route-map'
import { DEFAULT_MENU_LOCATIONS } from './site-profile'
import { LOTTIE_READ } from './rest'
import { VACANCIES_READ, vacancySchema } from './vacancies'

/** One request of the check: a path of the CMS, anonymous unless `credential`. */
export interface CheckRequest {
  method?: 'GET' | 'POST'
  body?: string
  credential?: boolean
}
/** How the check reaches the CMS (over HTTP, or the embedded service in-process). */
export type CheckFetch = (
  path: string,
  req?: CheckRequest,
) => Promise<{ status: number; text: string }>

/** One thing checked, with what the owner does when it fails. */
export interface CheckItem {
  name: string
  /** `fail`: a page, form or route the site needs does not work; `warn`: a part is left out. */
  level: 'ok' | 'warn' | 'fail'
  details: string[]
  fix?: string
}

const json = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

async function graphql(fetch: CheckFetch, query: string, variables: Record<string, unknown>) {
  const res = await fetch('/graphql', {
    method: 'POST',
    body: JSON.stringify({ query, variables }),
  })
  const body = json(res.text)
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : []
  const messages = errors.map((e) => (isRecord(e) ? String(e.message) : String(e)))
  if (res.status !== 200 || messages.length || !isRecord(body) || !isRecord(body.data)) {
    return { data: null, problem: messages.join('; ') || `HTTP ${res.status}` }
  }
  return { data: body.data, problem: null }
}

/** The WordPress pages the site's routes render (worker/page-kinds.tsx), the front page first. */
export const ROUTE_PAGES = ['/', '/services', '/case-studies', '/careers', '/contact', '/about']

const PAGE_QUERY = `query CmsCheckPage($uri: ID!) {
  page(id: $uri, idType: URI) { title uri status isFrontPage }
}`

/** Each page a route renders must be a published page (anonymously, as the site reads content). */
export async function checkPages(fetch: CheckFetch): Promise<CheckItem[]> {
  return Promise.all(
    ROUTE_PAGES.map(async (path): Promise<CheckItem> => {
      const name = path === '/' ? 'front page (/)' : path
      const { data, problem } = await graphql(fetch, PAGE_QUERY, { uri: path })
      const page = isRecord(data?.page) ? data.page : null
      if (problem)
        return { name, level: 'fail', details: [problem], fix: 'fix the GraphQL errors above' }
      if (path === '/' && !page?.isFrontPage) {
        return {
          name,
          level: 'fail',
          details: ['WordPress has no static front page: / answers 404 and npm start stops'],
          fix: 'Settings → Reading → "Your homepage displays": A static page, and choose the page',
        }
      }
      if (!page) {
        const slug = path.slice(1)
        return {
          name,
          level: 'fail',
          details: [`no published page at ${path}: the site answers 404 there`],
          fix: `Pages → Add New: publish a page with the slug "${slug}" (its blocks make ${path})`,
        }
      }
      return { name, level: 'ok', details: [`"${String(page.title)}"`] }
    }),
  )
}

const PERMALINK_QUERY = `query CmsCheckPermalinks {
  pages(first: 10) { nodes { uri isFrontPage } }
}`
const DETAIL_QUERY = `query CmsCheckDetailLinks {
  caseStudies(first: 1) { nodes { slug uri } }
  services(first: 1) { nodes { slug uri } }
}`

/**
 * Settings → Permalinks as the site needs it. Plain (seen: every page's `uri` is `/?page_id=12`
 * and WordPress resolves no page by its path) loses every page but the front page, and every menu
 * link to a page; a structure with a front (`/blog/%postname%/`) moves case studies and services
 * to `/blog/case-studies/…` unless their post type says `with_front => false`, so WordPress's own
 * links to them (menus, editors' links) miss the site's addresses.
 */
export async function checkPermalinks(fetch: CheckFetch): Promise<CheckItem[]> {
  const name = 'permalinks (Settings → Permalinks)'
  const pages = await graphql(fetch, PERMALINK_QUERY, {})
  const nodes = isRecord(pages.data?.pages) ? pages.data.pages.nodes : null
  const uris = (Array.isArray(nodes) ? nodes : [])
    .filter((n) => isRecord(n) && !n.isFrontPage && typeof n.uri === 'string')
    .map((n) => String((n as Record<string, unknown>).uri))
  const plain = uris.find((uri) => uri.startsWith('/?'))
  if (plain) {
    return [
      {
        name,
        level: 'fail',
        details: [
          `Plain: WordPress gives pages no address (${plain}), so every page but the front page answers 404 and menus lose their links to pages`,
        ],
        fix: 'Settings → Permalinks: choose "Post name" (any structure but Plain), then Save',
      },
    ]
  }
  const details = await graphql(fetch, DETAIL_QUERY, {})
  const moved: string[] = []
  for (const [field, kind] of [
    ['caseStudies', 'caseStudy'],
    ['services', 'service'],
  ] as const) {
    const connection = details.data?.[field]
    const list = isRecord(connection) ? connection.nodes : null
    const first = Array.isArray(list) && isRecord(list[0]) ? list[0] : null
    if (!first || typeof first.slug !== 'string' || typeof first.uri !== 'string') continue
    const site = canonicalPath(ROUTES[kind].path(first.slug))
    if (canonicalPath(first.uri) !== site) moved.push(`${first.uri} (the site: ${site})`)
  }
  if (moved.length) {
    return [
      {
        name,
        level: 'warn',
        details: [
          `WordPress's own links go elsewhere than the site's addresses: ${moved.join(', ')}; menu items and editors' links to them answer 404`,
        ],
        fix: "register the post types with 'rewrite' => array( 'slug' => 'case-studies' | 'services', 'with_front' => false ), or choose a structure without a prefix, then Settings → Permalinks → Save",
      },
    ]
  }
  return [{ name, level: 'ok', details: [uris[0] ? `pages at e.g. ${uris[0]}` : 'no pages yet'] }]
}

const MENU_QUERY = `query CmsCheckMenu($location: MenuLocationEnum!) {
  menuItems(first: 100, where: { location: $location }) { nodes { label url } }
}`

/** Each menu location the site reads has a menu with items. */
export async function checkMenus(
  fetch: CheckFetch,
  locations: Record<string, string> = DEFAULT_MENU_LOCATIONS,
): Promise<CheckItem[]> {
  return Promise.all(
    Object.entries(locations).map(async ([menu, location]): Promise<CheckItem> => {
      const name = `${menu} menu (${location})`
      const { data, problem } = await graphql(fetch, MENU_QUERY, { location })
      if (problem) {
        return {
          name,
          level: 'warn',
          details: [problem],
          fix: `activate the site's WordPress plugin (wordpress/headless-site), which registers the ${location} location, then Appearance → Menus → Manage Locations`,
        }
      }
      const items = isRecord(data?.menuItems) ? data.menuItems.nodes : null
      const count = Array.isArray(items) ? items.length : 0
      return count
        ? { name, level: 'ok', details: [`${count} items`] }
        : {
            name,
            level: 'warn',
            details: ['no menu is assigned to this location: the site shows none'],
            fix: `Appearance → Menus: create a menu and tick "${location}" under Menu Settings`,
          }
    }),
  )
}

/** Each configured CF7 form: readable with the credential, and in agreement with the site. */
export async function checkForms(
  fetch: CheckFetch,
  ids: Partial<Record<FormKind, number>>,
): Promise<CheckItem[]> {
  const configured = Object.entries(ids).filter(([kind, id]) => id && kind !== 'unsubscribe')
  return Promise.all(
    configured.map(async ([kind, id]): Promise<CheckItem> => {
      const name = `${kind} form (CF7 form ${id})`
      const res = await fetch(formDefinitionPath(Number(id)), { credential: true })
      if (res.status === 401 || res.status === 403) {
        return {
          name,
          level: 'fail',
          details: [`HTTP ${res.status}: the credential may not read CF7 forms`],
          fix: 'set CMS_AUTH to an application password of an editor or administrator',
        }
      }
      if (res.status === 404) {
        return {
          name,
          level: 'fail',
          details: [`WordPress has no CF7 form ${id}`],
          fix: `Contact → Contact Forms: find the form's id (in its shortcode) and set it in CF7_FORM_IDS ("${kind}": <id>)`,
        }
      }
      const body = res.status === 200 ? json(res.text) : null
      const tags = body === null ? null : tagsOfDefinition(body)
      if (!tags) {
        return {
          name,
          level: 'fail',
          details: [`HTTP ${res.status}: not a CF7 form definition`],
          fix: 'install and activate Contact Form 7 6.x',
        }
      }
      const findings = compareForm(kind as FormKind, tags, messagesOfDefinition(body))
      const fails = findings.some((f) => f.level === 'fail')
      return {
        name,
        level: fails ? 'fail' : findings.length ? 'warn' : 'ok',
        details: findings.map((f) => `${f.field}: ${f.problem} → ${f.fix}`),
        fix: findings.length
          ? 'edit the form in Contact → Contact Forms (its Form tab)'
          : undefined,
      }
    }),
  )
}

/** The site-specific REST routes the site reads, in the shape it reads them. */
export async function checkRoutes(fetch: CheckFetch): Promise<CheckItem[]> {
  const routes: CheckItem[] = []
  const noRoute = (text: string) =>
    isRecord(json(text)) && (json(text) as { code?: unknown }).code === 'rest_no_route'

  const jobs = await fetch(VACANCIES_READ.path(), { credential: true })
  const list = json(jobs.text)
  const bad = Array.isArray(list) ? list.filter((v) => !vacancySchema.safeParse(v).success) : []
  routes.push(
    jobs.status === 200 && Array.isArray(list) && bad.length === 0
      ? {
          name: 'vacancies (admin-ajax.php?action=frt_jobs)',
          level: 'ok',
          details: [`${list.length} vacancies`],
        }
      : {
          name: 'vacancies (admin-ajax.php?action=frt_jobs)',
          level: 'fail',
          details: [
            Array.isArray(list)
              ? `${bad.length} of ${list.length} vacancies lack slug, job_position_id or name`
              : `HTTP ${jobs.status}, body ${jobs.text.slice(0, 60)}: not a JSON list`,
          ],
          fix: 'the careers plugin must answer the frt_jobs action with a JSON list of vacancies (README: "Custom REST routes")',
        },
  )

  const lottie = await fetch(LOTTIE_READ.path('0'), { credential: true })
  routes.push(
    noRoute(lottie.text)
      ? {
          name: 'lottie animations (custom/v1/json-file/{id})',
          level: 'warn',
          details: ['no such route: services show no animation'],
          fix: "register GET custom/v1/json-file/(?P<id>\\d+) answering the file's JSON",
        }
      : { name: 'lottie animations (custom/v1/json-file/{id})', level: 'ok', details: [] },
  )

  // Unsubscribing an address nobody subscribed changes nothing; subscribing would add one.
  const unsubscribe = await fetch('/wp-json/custom/v1/unsubscribe/cms-check%40example.invalid', {
    credential: true,
  })
  routes.push(
    noRoute(unsubscribe.text)
      ? {
          name: 'blog subscriptions (custom/v1/subscribe|unsubscribe/{email})',
          level: 'warn',
          details: ['no such route: the subscribe and unsubscribe forms fail'],
          fix: 'register GET custom/v1/subscribe/{email} and custom/v1/unsubscribe/{email} (README: "Custom REST routes")',
        }
      : {
          name: 'blog subscriptions (custom/v1/subscribe|unsubscribe/{email})',
          level: 'ok',
          details: ['unsubscribe answers (subscribe is not called: it would add an address)'],
        },
  )
  return routes
}

const MARKS = { ok: '✓', warn: '!', fail: '✗' } as const

/** A section of the report: a title, one line per item, its details and what to do. */
export function formatSection(title: string, items: readonly CheckItem[]): string {
  const lines = items.flatMap((item) => [
    `${MARKS[item.level]} ${item.name}${item.level === 'ok' && item.details.length ? ` — ${item.details.join('; ')}` : ''}`,
    ...(item.level === 'ok' ? [] : item.details.map((d) => `    ${d}`)),
    ...(item.level !== 'ok' && item.fix ? [`    → ${item.fix}`] : []),
  ])
  return [`${title}`, ...lines].join('\n')
}
