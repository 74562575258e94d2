import { describe, expect, it } from 'vitest'
import {
  canonicalPath,
  DETAIL_KINDS,
  hrefWith,
  isPageKind,
  isPersonalParam,
  matchDetail,
  matchPath,
  PAGE_KINDS,
  PAGE_STATE_QUERY,
  PAGE_QUERY,
  PAGE_QUERY_NAMES,
  type PageQueryName,
  queryString,
  readQuery,
  ROUTES,
  sitePathOf,
} from '../../../src/routes/route-map'

/** `каријера` ("career") as WordPress stores a slug: UTF-8, percent-encoded, lower-case hex. */
const STORED = '%d0%ba%d0%b0%d1%80%d0%b8%d1%98%d0%b5%d1%80%d0%b0'

describe('the route map: every kind of page', () => {
  it('names the four kinds WPGraphQL names, detail kinds first so that they win a match', () => {
    expect(PAGE_KINDS).toEqual(['service', 'caseStudy', 'vacancy', 'page'])
    expect(DETAIL_KINDS).toEqual(['service', 'caseStudy', 'vacancy'])
    expect(isPageKind('caseStudy')).toBe(true)
    expect(isPageKind('toString')).toBe(false)
  })

  it.each([
    ['service', '/services', 'data', '/services/data'],
    [
      'caseStudy',
      '/case-studies',
      'fleet-telemetry-platform',
      '/case-studies/fleet-telemetry-platform',
    ],
    ['vacancy', '/careers', 'senior-react-developer', '/careers/senior-react-developer'],
  ] as const)('%s: build → match → normalise round-trips', (kind, list, slug, path) => {
    const route = ROUTES[kind]
    expect(route.listPath).toBe(list)
    expect(route.path(slug)).toBe(path)
    expect(route.match(path)).toBe(slug)
    expect(route.normalise(slug)).toBe(slug)
    expect(matchPath(path)).toEqual({ kind, key: slug })
    // Another kind's path, the list itself, a nested path, a trailing slash: not this kind.
    for (const other of [list, `${list}/`, `${path}/`, `${path}/more`, `/x${path}`]) {
      expect(route.match(other), other).toBeNull()
    }
  })

  it.each(DETAIL_KINDS)('%s: a non-ASCII slug as WordPress spells it, however it came', (kind) => {
    const route = ROUTES[kind]
    const stored = `${route.listPath}/${STORED}`
    // WordPress's own spelling, a browser's upper-case escapes, raw UTF-8, upper-case letters.
    for (const slug of [STORED, STORED.toUpperCase(), 'каријера', 'КАРИЈЕРА']) {
      expect(route.normalise(slug), slug).toBe(STORED)
      expect(route.path(slug), slug).toBe(stored)
      expect(route.match(`${route.listPath}/${slug}`), slug).toBe(STORED)
    }
    expect(route.match(stored)).toBe(STORED)
    expect(matchDetail(stored)).toEqual({ kind, key: STORED })
  })

  it.each(DETAIL_KINDS)(
    '%s: what can be no slug matches nothing and is escaped in a link',
    (kind) => {
      const route = ROUTES[kind]
      for (const slug of ['Data', 'a b', 'a.b', '%zz', '']) {
        expect(route.normalise(slug), slug).toBeNull()
        expect(route.match(`${route.listPath}/${slug}`), slug).toBeNull()
      }
      // A slug WordPress would never give still cannot break out of its segment.
      expect(route.path('a/b?c#d')).toBe(`${route.listPath}/a%2Fb%3Fc%23d`)
    },
  )

  it('page: a WordPress URI builds its path, the path matches back to the URI WordPress asks for', () => {
    const page = ROUTES.page
    for (const [uri, path] of [
      ['/', '/'],
      ['/about/', '/about'],
      ['/company/history/', '/company/history'],
      [`/${STORED}/`, `/${STORED}`],
      ['/КАРИЈЕРА/', `/${STORED}`],
    ] as const) {
      expect(page.path(uri), uri).toBe(path)
      expect(page.match(path), path).toBe(path)
      expect(page.normalise(uri), uri).toBe(path)
      expect(matchPath(path), path).toEqual({ kind: 'page', key: path })
    }
    expect(page.path('about')).toBe('/about')
    expect(page.path('')).toBe('/')
  })

  it('page: a path that is not canonical or holds no slug matches no page', () => {
    for (const path of ['/about/', '//evil.example', '/About', '/a b', '/%zz', '/a/../b']) {
      expect(ROUTES.page.match(path), path).toBeNull()
      expect(matchPath(path), path).toBeNull()
    }
  })
})

describe('the trailing-slash rule', () => {
  it('drops every trailing slash but that of the root', () => {
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalPath('//')).toBe('/')
    expect(canonicalPath('/about/')).toBe('/about')
    expect(canonicalPath('/about///')).toBe('/about')
    expect(canonicalPath('/case-studies/x')).toBe('/case-studies/x')
    expect(canonicalPath('')).toBe('/')
  })

  it('reduces a webhook permalink or a path to the canonical site path', () => {
    expect(sitePathOf('https://cms.test/case-studies/каријера/')).toBe(`/case-studies/${STORED}`)
    expect(sitePathOf('/services/data/')).toBe('/services/data')
    expect(sitePathOf('https://cms.test/')).toBe('/')
    expect(sitePathOf('/About/?x=1')).toBe('/About')
  })
})

describe('query parameters each kind declares', () => {
  const read = (query: string) => readQuery(new URLSearchParams(query), ROUTES.caseStudy.query)

  it('portfolio: a tag (also as the older ?filter=) and a page number from 1', () => {
    expect(read('')).toEqual({ category: '', page: 1 })
    expect(read('category=IoT&page=2')).toEqual({ category: 'iot', page: 2 })
    expect(read('filter=%20IoT%20')).toEqual({ category: 'iot', page: 1 })
    expect(read('category=Cloud&filter=IoT')).toEqual({ category: 'cloud', page: 1 })
    for (const page of ['0', '-3', 'abc', '']) expect(read(`page=${page}`).page, page).toBe(1)
    expect(read('page=7x').page).toBe(7)
  })

  it('portfolio: links write the tag as spelled, leaving page 1 and no tag out', () => {
    expect(ROUTES.caseStudy.listHref()).toBe('/case-studies')
    expect(ROUTES.caseStudy.listHref({ category: 'IoT', page: 2 })).toBe(
      '/case-studies?category=IoT&page=2',
    )
    expect(ROUTES.caseStudy.listHref({ category: 'Data Platform', page: 1 })).toBe(
      '/case-studies?category=Data+Platform',
    )
    expect(hrefWith('/our-work', ROUTES.caseStudy.query, { page: 3 })).toBe('/our-work?page=3')
  })

  it('services: a technology tab, any case; careers: the three filters, cut to 100', () => {
    const tab = readQuery(
      new URLSearchParams('technology=%20Data%20%26%20AI'),
      ROUTES.service.query,
    )
    expect(tab).toEqual({ technology: 'data & ai' })
    const long = 'k'.repeat(150)
    const filter = readQuery(
      new URLSearchParams({ keyword: long, location: 'Beograd', department: 'Engineering' }),
      ROUTES.vacancy.query,
    )
    expect(filter).toEqual({
      keyword: 'k'.repeat(100),
      location: 'Beograd',
      department: 'Engineering',
    })
    expect(ROUTES.vacancy.listHref({ keyword: '', location: '', department: 'Sales & Ops' })).toBe(
      '/careers?department=Sales+%26+Ops',
    )
  })

  it('no two kinds declare one name; only the e-mail address is personal', () => {
    const declared = PAGE_KINDS.flatMap((kind) => Object.keys(ROUTES[kind].query))
    expect(new Set(declared).size).toBe(declared.length)
    // And the list filters and the offices' map, which blocks on any kind of page read.
    const all = [...declared, ...Object.keys(PAGE_STATE_QUERY)]
    expect(Object.keys(PAGE_QUERY).sort()).toEqual(all.sort())
    expect(PAGE_QUERY_NAMES).toContain('filter')
    expect(declared.filter((name) => isPersonalParam(name as PageQueryName))).toEqual(['email'])
  })

  it('a link written from what a page reads keeps that and nothing else', () => {
    const link = (query: string) =>
      queryString(PAGE_QUERY, readQuery(new URLSearchParams(query), PAGE_QUERY))
    expect(link('page=2&category=IoT&utm_source=mail')).toBe('?category=iot&page=2')
    expect(link('filter=iot&page=02')).toBe('?category=iot&page=2')
    expect(link('page=1&category=&technology=')).toBe('')
    expect(link('keyword=React&email=a%40b.test')).toBe('?email=a%40b.test&keyword=React')
  })

  it("reads the offices' map as open for 1, true, yes or on, and writes it as 1", () => {
    const open = (raw: string) => readQuery(new URLSearchParams(raw), PAGE_STATE_QUERY).map
    for (const raw of ['map=1', 'map=true', 'map=%20Yes%20', 'map=ON'])
      expect(open(raw), raw).toBe(true)
    for (const raw of ['', 'map=', 'map=0', 'map=false', 'map=2', 'map=off'])
      expect(open(raw), raw).toBe(false)
    expect(queryString(PAGE_STATE_QUERY, { map: open('map=yes') })).toBe('?map=1')
    expect(queryString(PAGE_STATE_QUERY, { map: open('map=no') })).toBe('')
  })

  it('a link written from what a page reads shows what the request shows', () => {
    for (const query of [
      'category=%20IoT&page=3x',
      'filter=Cloud&page=-1',
      'technology=BACKEND&keyword=%20a%20&location=Novi%20Sad',
      'email=someone%40example.test&department=Engineering',
      'map=TRUE&country=%20serbia',
    ]) {
      const raw = new URLSearchParams(query)
      const written = queryString(PAGE_QUERY, readQuery(raw, PAGE_QUERY))
      const link = new URLSearchParams(written)
      for (const kind of PAGE_KINDS) {
        const spec = ROUTES[kind].query
        expect(readQuery(link, spec), `${kind} ${query}`).toEqual(readQuery(raw, spec))
      }
      expect(queryString(PAGE_QUERY, readQuery(link, PAGE_QUERY)), query).toBe(written)
    }
  })
})
