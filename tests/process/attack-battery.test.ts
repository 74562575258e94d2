import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { parse } from 'parse5'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../shared/base-url'
import { pageOfEachType } from '../shared/page-types'
import { cmsCredential, devVar } from '../shared/dev-vars'
import { rawRequest, type RawAnswer, type RawOptions } from '../shared/raw-request'
import { visitorIp } from '../shared/visitor-ip'

/**
 * An attack battery from outside, against the local site as `npm start` runs it: every form kind,
 * the caches' keys, purge, previews, media, the SEO files and the error paths. Each case is one
 * attack and what must hold; every answer is also checked for what no answer may carry (a stack
 * trace, the CMS credential or address, a 500). Content from a hostile CMS is tested where it can
 * be served (tests/integration: cms-html, cms-urls, media, forms).
 */

const raw = (path: string, opts?: RawOptions) => rawRequest(baseUrl(), path, opts)
const cmsAuth = cmsCredential().replace(/^Basic /, '')
const NEVER = [
  cmsAuth || 'no-credential',
  cmsAuth ? atob(cmsAuth) : 'no-credential',
  'cms.internal',
  devVar('PURGE_TOKEN') || 'no-token',
  devVar('ALTCHA_HMAC_KEY') || 'no-key',
]

/** What no answer may carry, whatever was asked. */
function clean(res: RawAnswer, what: string): RawAnswer {
  expect(res.status, `${what}: status`).toBeLessThan(500)
  const all = `${JSON.stringify(res.headers)}\n${res.body}`
  for (const secret of NEVER) expect(all, `${what}: carries ${secret}`).not.toContain(secret)
  expect(res.body, `${what}: a stack trace`).not.toMatch(
    /\bat [\w.<>]+ \(|Error: |TypeError|\.ts:\d+/,
  )
  return res
}

const send = async (path: string, opts?: RawOptions) =>
  clean(await raw(path, opts), `${opts?.method ?? 'GET'} ${path}`)

const home = () => new URL(baseUrl()).host

// ── forms ────────────────────────────────────────────────────────────────────────────────────────

type Fields = Record<string, string>
const VALID: Record<string, Fields> = {
  contact: {
    firstName: 'Ana',
    lastName: 'Petrović',
    email: 'ana@example.com',
    interest: 'Cloud',
    message: 'Hello',
    termsAccepted: '1',
  },
  application: {
    firstName: 'Ana',
    lastName: 'Petrović',
    email: 'ana@example.com',
    message: 'Hello',
    vacancy: 'no-such-vacancy',
    termsAccepted: '1',
  },
  landing: { firstName: 'Ana', lastName: 'Petrović', email: 'ana@example.com', termsAccepted: '1' },
  'services-contact': {
    firstName: 'Ana',
    lastName: 'Petrović',
    email: 'ana@example.com',
    termsAccepted: '1',
  },
  service: { fullName: 'Ana Petrović', email: 'ana@example.com', message: 'Hi' },
  'email-cta': { email: 'ana@example.com' },
  subscribe: { email: 'ana@example.com', termsAccepted: '1' },
  unsubscribe: { email: 'ana@example.com' },
}
const KINDS = Object.keys(VALID)

interface Part {
  name: string
  value: string | Buffer
  filename?: string
  type?: string
}

/** A multipart body written by hand, so that names, file names and types can be anything. */
function multipart(parts: Part[], boundary = 'battery-boundary-7d1'): Buffer {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"`
    const type = p.type ? `\r\nContent-Type: ${p.type}` : ''
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

const partsOf = (fields: Fields): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }))

interface PostOptions {
  fields?: Fields
  parts?: Part[]
  body?: Buffer
  contentType?: string
  headers?: Record<string, string>
  ip?: string
  json?: boolean
  chunked?: boolean
}

/** A form post as a script sends it (JSON answer), from a visitor address of its own. */
async function post(kind: string, opts: PostOptions = {}) {
  const body =
    opts.body ?? multipart(opts.parts ?? partsOf(opts.fields ?? { ...VALID[kind], captcha: 'x' }))
  const headers: Record<string, string> = {
    'content-type': opts.contentType ?? 'multipart/form-data; boundary=battery-boundary-7d1',
    'cf-connecting-ip': opts.ip ?? visitorIp(),
    ...(opts.json === false ? {} : { accept: 'application/json' }),
    ...opts.headers,
  }
  const res = await send(`/api/forms/${kind}`, {
    method: 'POST',
    headers,
    body,
    chunked: opts.chunked,
  })
  const json =
    opts.json === false || !String(res.headers['content-type']).includes('json')
      ? null
      : (JSON.parse(res.body) as { outcome: string; fieldErrors: Record<string, string> })
  return { ...res, json }
}

/**
 * The limits count 5 a minute in fixed windows: the 6th of a run gets 429 unless the run crosses
 * a window's end, and of 11 sent within a minute, 6 always fall in one window.
 */
const WINDOW_PROOF = 11

const BYTES = {
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]),
  exe: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
}

const contactWith = (cv: Part, extra: Fields = {}) => [
  ...partsOf({ ...VALID.contact, captcha: 'x', ...extra }),
  cv,
]

async function solvedCaptcha(): Promise<{ challenge: Challenge; token: string }> {
  const res = await fetch(`${baseUrl()}/api/captcha/challenge`)
  const challenge = (await res.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return { challenge, token: btoa(JSON.stringify({ challenge, solution })) }
}

describe('forms: body, type and size', () => {
  for (const kind of KINDS) {
    it(`${kind}: JSON, text/plain and XML bodies get 415`, async () => {
      for (const contentType of ['application/json', 'text/plain', 'application/xml', '']) {
        const res = await post(kind, { body: Buffer.from('{"email":"a@b.co"}'), contentType })
        expect(res.status, contentType).toBe(415)
        expect(res.json?.outcome).toBe('unsupported')
      }
    })

    it(`${kind}: a multipart body without its boundary, or broken, gets 400`, async () => {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=other']) {
        const res = await post(kind, { contentType })
        expect(res.status, contentType).toBe(400)
        expect(res.json?.outcome).toBe('unreadable')
      }
    })

    it(`${kind}: more than 40 parts, or a 65-character field name, gets 400`, async () => {
      const many = Array.from({ length: 41 }, (_, i) => ({ name: `f${i}`, value: 'x' }))
      expect((await post(kind, { parts: many })).status).toBe(400)
      const long = [{ name: 'n'.repeat(65), value: 'x' }]
      expect((await post(kind, { parts: long })).status).toBe(400)
    })

    it(`${kind}: an empty body says which fields are required`, async () => {
      const res = await post(kind, { parts: [] })
      expect(res.status).toBe(400)
      expect(res.json?.outcome).toBe('invalid')
      expect(Object.keys(res.json?.fieldErrors ?? {}).length).toBeGreaterThan(0)
    })
  }

  it('a text form over 64 KB gets 413, declared or streamed', async () => {
    const body = Buffer.from(`email=${'a'.repeat(70 * 1024)}`)
    const type = 'application/x-www-form-urlencoded'
    for (const chunked of [false, true]) {
      const res = await post('email-cta', { body, contentType: type, chunked })
      expect(res.status, `chunked=${chunked}`).toBe(413)
      expect(res.json?.outcome).toBe('too-large')
    }
  })

  it('a 2,000,001-byte attachment gets the file-size message, nothing else read', async () => {
    const cv = { name: 'cv', value: Buffer.alloc(2_000_001, 0x41), filename: 'cv.txt' }
    const res = await post('contact', { parts: contactWith(cv) })
    expect(res.json?.fieldErrors.cv).toBe("File can't be larger than 2MB.")
  })

  it('a body over 4 MB gets the branded 413 page, declared or streamed', async () => {
    for (const chunked of [false, true]) {
      const res = await post('contact', { body: Buffer.alloc(5 * 1024 * 1024), chunked })
      expect(res.status).toBe(413)
    }
  })
})

describe('forms: attachments', () => {
  const refused = 'Invalid file format. Please upload a file with the correct extension.'
  const cases: [string, Part][] = [
    ['an .exe', { name: 'cv', value: BYTES.exe, filename: 'cv.exe' }],
    ['an .exe named .pdf', { name: 'cv', value: BYTES.exe, filename: 'cv.pdf' }],
    ['an SVG with a script', { name: 'cv', value: BYTES.svg, filename: 'cv.svg' }],
    [
      'an SVG declared as a PDF',
      { name: 'cv', value: BYTES.svg, filename: 'cv.pdf', type: 'application/pdf' },
    ],
    ['HTML named .pdf', { name: 'cv', value: BYTES.html, filename: 'cv.pdf' }],
    ['a PNG named .pdf', { name: 'cv', value: BYTES.png, filename: 'cv.pdf' }],
    ['a zero-byte PDF', { name: 'cv', value: Buffer.alloc(0), filename: 'cv.pdf' }],
    ['a PDF named .pdf.exe', { name: 'cv', value: BYTES.pdf, filename: 'cv.pdf.exe' }],
    ['a PDF named .php', { name: 'cv', value: BYTES.pdf, filename: 'cv.php' }],
    ['a PDF with no extension', { name: 'cv', value: BYTES.pdf, filename: 'cv' }],
  ]
  for (const [what, cv] of cases) {
    it(`refuses ${what}`, async () => {
      const res = await post('contact', { parts: contactWith(cv) })
      expect(res.status).toBe(400)
      expect(res.json?.fieldErrors.cv).toBe(refused)
    })
  }

  it('answers a NUL in a file name as a form it cannot read (400), whatever the bytes', async () => {
    for (const [value, filename] of [
      [BYTES.exe, 'cv.pdf\u0000.exe'],
      [BYTES.pdf, 'cv.exe\u0000.pdf'],
    ] as const) {
      const res = await post('contact', { parts: contactWith({ name: 'cv', value, filename }) })
      expect(res.status, filename).toBe(400)
      expect(res.json?.outcome, filename).toBe('unreadable')
    }
  })

  it('refuses two files, and one file twice', async () => {
    const cv = { name: 'cv', value: BYTES.pdf, filename: 'a.pdf' }
    const res = await post('contact', {
      parts: contactWith(cv).concat({ ...cv, filename: 'b.pdf' }),
    })
    expect(res.json?.fieldErrors.cv).toBe('Please attach one file only.')
  })

  it('reads a hostile file name as a name only (traversal, quotes, unicode): only the captcha is left', async () => {
    for (const filename of [
      '../../../etc/passwd.pdf',
      'a\\..\\b.pdf',
      'cv\u202efdp.exe.pdf',
      'ｃｖ.pdf',
      '"><img src=x>.pdf',
    ]) {
      const res = await post('contact', {
        parts: contactWith({ name: 'cv', value: BYTES.pdf, filename }),
      })
      expect(res.status, filename).toBe(400)
      expect(Object.keys(res.json?.fieldErrors ?? {}), filename).toEqual(['captcha'])
    }
  })

  it('an application without a CV is refused before anything else', async () => {
    const res = await post('application', { fields: { ...VALID.application, captcha: 'x' } })
    expect(res.json?.fieldErrors.cv).toBeTruthy()
  })
})

describe('forms: fields', () => {
  const emailOf = async (email: string, kind = 'email-cta') =>
    (await post(kind, { fields: { ...VALID[kind], email } })).json

  for (const email of [
    'a@b.co\r\nBcc: x@evil.example',
    'a@b.co\nBcc: x@evil.example',
    'a@b.co%0d%0abcc:x@evil.example',
    'a@b.co\u0085bcc:x@evil.example',
    'a@b.co\u2028bcc:x@evil.example',
    'a@b.co,x@evil.example',
    'a@b.co;x@evil.example',
    '"a\r\nb"@b.co',
    'A <a@b.co>',
    'a@b.co>',
    'a@[127.0.0.1]',
    'a@localhost',
    '.a@b.co',
    `${'a'.repeat(65)}@b.co`,
    `a@${'b'.repeat(250)}.co`,
  ]) {
    it(`refuses the email ${JSON.stringify(email)}`, async () => {
      const json = await emailOf(email)
      expect(json?.outcome).toBe('invalid')
      expect(json?.fieldErrors.email).toBeTruthy()
    })
  }

  // CF7 checks addresses with WordPress's is_email(), which takes ASCII only: an address the edge
  // passes and CF7 refuses costs the visitor a captcha.
  for (const email of ['ａｎａ@example.com', 'ana@exаmple.com', 'ana@例え.jp', 'anа@example.com']) {
    it(`refuses the non-ASCII look-alike address ${email} as CF7 would`, async () => {
      const json = await emailOf(email, 'subscribe')
      expect(json?.outcome).toBe('invalid')
      expect(json?.fieldErrors.email).toBeTruthy()
    })
  }

  it('refuses line breaks in every one-line field', async () => {
    for (const field of ['firstName', 'lastName', 'company']) {
      const res = await post('services-contact', {
        fields: { ...VALID['services-contact'], [field]: 'Ana\r\nBcc: x@evil.example' },
      })
      expect(res.json?.fieldErrors[field], field).toBe(
        'Please keep this to one line, without line breaks.',
      )
    }
  })

  it('counts 51 emoji as 102 characters (limit 100), as the browser does', async () => {
    const res = await post('services-contact', {
      fields: { ...VALID['services-contact'], firstName: '😀'.repeat(51) },
    })
    expect(res.json?.fieldErrors.firstName).toBeTruthy()
  })

  it('counts a 1001-character message as too long, and 1000 CRLF lines as 1000', async () => {
    const long = await post('service', { fields: { ...VALID.service, message: 'x'.repeat(1001) } })
    expect(long.json?.fieldErrors.message).toBeTruthy()
    const lines = await post('service', {
      fields: { ...VALID.service, message: 'x\r\n'.repeat(499) + 'xx' },
      ip: visitorIp(),
    })
    expect(lines.json?.fieldErrors.message).toBeUndefined()
  })

  it('takes the first of duplicated fields, and drops unknown ones', async () => {
    const parts = [
      { name: 'email', value: 'not-an-address' },
      { name: 'email', value: 'ana@example.com' },
      { name: '__proto__', value: 'x' },
      { name: 'constructor', value: 'x' },
      { name: '_wpcf7', value: '1' },
    ]
    const res = await post('email-cta', { parts })
    expect(res.json?.fieldErrors.email).toBe('Please enter a valid email address.')
  })

  it('refuses a terms box that says no, and one missing', async () => {
    for (const termsAccepted of ['0', 'false', 'off', '']) {
      const res = await post('subscribe', { fields: { ...VALID.subscribe, termsAccepted } })
      expect(res.json?.fieldErrors.termsAccepted, termsAccepted).toBeTruthy()
    }
  })

  it('answers an unknown form kind, and prototype names, with JSON 404', async () => {
    for (const kind of ['nope', '__proto__', 'constructor', 'toString', 'contact%00', 'CONTACT']) {
      const res = await send(`/api/forms/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: Buffer.from('email=a@b.co'),
      })
      expect([400, 404], kind).toContain(res.status)
    }
  })

  it('answers GET and PUT on a form with JSON 405 and Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await send('/api/forms/contact', { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.allow).toBe('POST')
      expect(res.headers['content-type']).toContain('application/json')
    }
  })
})

describe('forms: cross-site posts', () => {
  const other = { 'content-type': 'application/x-www-form-urlencoded' }
  for (const kind of KINDS) {
    it(`${kind}: refuses another site's Origin, and the opaque null origin`, async () => {
      for (const origin of [
        'https://evil.example',
        'null',
        `http://${home()}.evil.example`,
        `http://evil.example:${new URL(baseUrl()).port}`,
      ]) {
        const res = await post(kind, { headers: { origin } })
        expect(res.status, origin).toBe(403)
        expect(res.json?.outcome).toBe('cross-site')
      }
    })
  }

  it('refuses a post a browser sent from another site without an Origin header', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' } as Record<string, string>,
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/form.html' },
      { referer: 'https://evil.example/', 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await post('email-cta', { headers })
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(res.json?.outcome).toBe('cross-site')
    }
  })

  it('refuses another site without JavaScript too, with the result page and no form', async () => {
    const res = await post('contact', {
      headers: { ...other, origin: 'https://evil.example' },
      body: Buffer.from('firstName=Ana'),
      contentType: other['content-type'],
      json: false,
    })
    expect(res.status).toBe(403)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).not.toContain('name="firstName"')
  })

  it('takes this site, by Origin or by the browser own Sec-Fetch-Site', async () => {
    for (const headers of [
      { origin: baseUrl() } as Record<string, string>,
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      const res = await post('email-cta', { fields: { email: 'not-an-address' }, headers })
      expect(res.status, JSON.stringify(headers)).toBe(400)
      expect(res.json?.outcome).toBe('invalid')
    }
  })
})

describe('forms: rate limit and captcha', () => {
  it('refuses the 6th post in a minute from one address, and from one IPv6 /64', async () => {
    for (const prefix of [visitorIp(), '2001:db8:7a:1']) {
      const ip = (i: number) => (prefix.includes(':') ? `${prefix}::${i + 1}` : prefix)
      const answers: number[] = []
      while (answers.length < WINDOW_PROOF && !answers.includes(429)) {
        const i = answers.length
        answers.push(
          (await post('landing', { ip: ip(i), fields: { ...VALID.landing, captcha: 'x' } })).status,
        )
      }
      expect(answers.slice(0, 5), prefix).toEqual([400, 400, 400, 400, 400])
      expect(answers, prefix).toContain(429)
    }
  })

  it('refuses forged captchas: no token, garbage, a changed signature, parameters or counter', async () => {
    const { challenge, token } = await solvedCaptcha()
    const payload = JSON.parse(atob(token)) as {
      challenge: Challenge
      solution: { counter: number; derivedKey: string }
    }
    const forge = (change: (p: typeof payload) => void) => {
      const copy = structuredClone(payload)
      change(copy)
      return btoa(JSON.stringify(copy))
    }
    const forged = [
      '',
      'x',
      btoa('null'),
      btoa('{"challenge":{},"solution":{}}'),
      forge((p) => (p.challenge.signature = String(p.challenge.signature).toUpperCase())),
      forge((p) => (p.challenge.signature = '0'.repeat(64))),
      forge(
        (p) => (p.challenge.parameters.expiresAt = Number(challenge.parameters.expiresAt) + 3600),
      ),
      forge((p) => (p.challenge.parameters.keyPrefix = '')),
      forge((p) => (p.challenge.parameters.cost = 0)),
      forge((p) => (p.solution.counter += 1)),
      forge((p) => (p.solution.derivedKey = p.solution.derivedKey.toUpperCase())),
      'A'.repeat(9000),
    ]
    for (const captcha of forged) {
      const res = await post('landing', { fields: { ...VALID.landing, captcha } })
      expect(res.json?.fieldErrors.captcha, captcha.slice(0, 40)).toBe('Verify')
    }
  })

  it('takes a solved captcha once: a replay, even to another form, is refused', async () => {
    const { token } = await solvedCaptcha()
    const first = await post('landing', { fields: { ...VALID.landing, captcha: token } })
    expect(first.status).toBe(200)
    expect(first.json?.outcome).toBe('sent')
    for (const kind of ['landing', 'contact']) {
      const replay = await post(kind, { fields: { ...VALID[kind], captcha: token } })
      expect(replay.json?.fieldErrors.captcha, kind).toBe('Verify')
    }
  })
})

// ── caches ───────────────────────────────────────────────────────────────────────────────────────

/** Every attribute name of a page as a browser parses it (`<tag name>`), templates included. */
function attributeNames(html: string): string[] {
  const names: string[] = []
  const walk = (node: ParsedNode) => {
    for (const attr of node.attrs ?? []) names.push(`<${node.nodeName} ${attr.name}>`)
    for (const child of node.childNodes ?? []) walk(child)
    if (node.content) walk(node.content)
  }
  walk(parse(html) as ParsedNode)
  return names
}
interface ParsedNode {
  nodeName: string
  attrs?: { name: string }[]
  childNodes?: ParsedNode[]
  content?: ParsedNode
}
const handlers = (html: string) => attributeNames(html).filter((a) => / on[a-z]+>$/.test(a))

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

describe('cache keys: one address per page', () => {
  for (const [spelled, canonical] of [
    ['/c%61reers', '/careers'],
    ['/%63%61reers', '/careers'],
    ['/%61bout', '/about'],
    ['/services/%64ata', '/services/data'],
    ['/services/d%61ta', '/services/data'],
    ['/%63ontact', '/contact'],
  ] as const) {
    it(`sends ${spelled} to ${canonical} instead of rendering and keeping another copy`, async () => {
      const res = await send(spelled)
      if (res.status === 200) {
        // Rendered: at least it must not name the spelling as the page's address.
        expect(canonicalOf(res.body)).toBe(new URL(canonical, baseUrl()).href)
      }
      expect(res.status).toBe(301)
      expect(res.headers.location).toBe(canonical)
    })
  }

  it('answers random spellings of one page without a render each (no x-html-cache: miss)', async () => {
    await send('/about')
    const letters = 'about'
    let misses = 0
    for (let mask = 1; mask < 16; mask++) {
      const path = `/${[...letters].map((ch, i) => (mask & (1 << i) ? `%${ch.charCodeAt(0).toString(16)}` : ch)).join('')}`
      const res = await send(path)
      if (res.headers['x-html-cache'] === 'miss') misses++
    }
    expect(misses).toBe(0)
  })

  it('ignores undeclared parameters, Host, forwarding headers, cookies and encodings', async () => {
    await send('/about')
    const variants: RawOptions[] = [
      { headers: { host: 'evil.example' } },
      { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } },
      { headers: { forwarded: 'host=evil.example;proto=http' } },
      { headers: { 'x-original-url': '/admin', 'x-rewrite-url': '/admin' } },
      { headers: { cookie: 'preview=1; session=x' } },
      { headers: { 'accept-encoding': 'identity' } },
      { headers: { 'accept-language': 'sr' } },
      { headers: { 'user-agent': 'Googlebot' } },
    ]
    for (const opts of variants) {
      const res = await send('/about', opts)
      expect(res.status, JSON.stringify(opts)).toBe(200)
      expect(res.body).not.toContain('evil.example')
      expect(res.body).not.toContain('/admin')
      expect(res.headers['x-html-cache'], JSON.stringify(opts)).toBe('hit')
    }
    for (const q of ['?utm_source=zq9', '?x=zq9', '?__proto__=zq9', '?constructor=zq9']) {
      const res = await send(`/about${q}`)
      expect(res.headers['x-html-cache'], q).toBe('hit')
      expect(res.body, q).not.toContain('zq9')
    }
  })

  it('never names a request Host in a page, its links or headers', async () => {
    for (const path of [
      '/',
      '/careers',
      '/case-studies',
      '/services/data',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      const res = await send(path, { headers: { host: 'evil.example' } })
      expect(`${JSON.stringify(res.headers)}${res.body}`, path).not.toContain('evil.example')
    }
  })

  it('answers HEAD as GET without a body, and with the same headers that matter', async () => {
    const get = await send('/careers')
    const head = await send('/careers', { method: 'HEAD' })
    expect(head.status).toBe(get.status)
    expect(head.body).toBe('')
    for (const name of ['content-type', 'cache-control', 'x-frame-options'])
      expect(head.headers[name], name).toBe(get.headers[name])
  })

  it('answers other methods with 405 and Allow on pages, and never keeps them', async () => {
    // (A method the runtime does not know, e.g. `CONNECTX`, is refused with 501 before any Worker.)
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL']) {
      const res = await send('/about', { method })
      expect(res.status, method).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD')
    }
    const override = await send('/about', {
      method: 'POST',
      headers: {
        'x-http-method-override': 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: Buffer.from('a=b'),
    })
    expect(override.status).toBe(405)
  })
})

describe('path tricks', () => {
  for (const path of [
    '//evil.example/',
    '/\\evil.example/',
    '/%5cevil.example/',
    '/%2f%2fevil.example/',
    '/./\\evil.example/',
    '/..//evil.example/',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/careers/%2e%2e/%2e%2e/',
    '/careers%2f..%2f..%2fabout',
    '/services//data',
    '/services/data;x=1',
    '/%E2%80%AEcareers',
    '/%EF%BD%83%EF%BD%81reers',
    '/careers%00',
    '/careers%0d%0aSet-Cookie:x=1',
    `/${'a/'.repeat(200)}`,
    `/${'x'.repeat(8000)}`,
  ]) {
    it(`answers ${path.slice(0, 60)} without leaving the site or a 5xx`, async () => {
      const res = await send(path)
      if (res.status >= 300 && res.status < 400) {
        expect(String(res.headers.location)).toMatch(/^\/(?![/\\])/)
      }
      expect(res.headers['set-cookie']).toBeUndefined()
      expect([200, 301, 400, 404, 414, 431], path).toContain(res.status)
    })
  }

  it('answers a GET or HEAD with a body, declared or streamed, as without one', async () => {
    for (const path of ['/about', '/sitemap.xml', '/wp-content/uploads/2025/03/og-home.png']) {
      // (Node's client cannot read the answer to a HEAD it sent a declared body with.)
      for (const [method, chunked] of [
        ['GET', false],
        ['GET', true],
        ['HEAD', true],
      ] as const) {
        const res = await send(path, { method, body: Buffer.from('{"x":1}'), chunked })
        expect(res.status, `${method} ${path} chunked=${chunked}`).toBe(200)
      }
    }
    const api = await send('/api/forms/contact', { body: Buffer.from('x'), chunked: true })
    expect(api.status).toBe(405)
  })

  it('drops a trailing slash with one relative redirect that keeps the query', async () => {
    const res = await send('/careers///?keyword=x')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/careers?keyword=x')
  })
})

// ── purge, previews, the content service ─────────────────────────────────────────────────────────

describe('purge', () => {
  const token = devVar('PURGE_TOKEN')
  const purge = (headers: Record<string, string>, body = '{"paths":["/about"]}', method = 'POST') =>
    send('/__cache/purge', {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: Buffer.from(body),
    })

  it('refuses every wrong credential alike, with 401 and WWW-Authenticate', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token.slice(0, -1)}` },
      { authorization: `Basic ${btoa(`x:${token}`)}` },
      { authorization: `Bearer ${token} ${token}` },
      { authorization: `Bearer ${'x'.repeat(10_000)}` },
      { authorization: 'Bearer "><script>' },
      { 'x-purge-token': token },
      { cookie: `token=${token}` },
    ]
    const bodies = new Set<string>()
    for (const headers of wrong) {
      const res = await purge(headers)
      expect(res.status, JSON.stringify(headers).slice(0, 60)).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer')
      bodies.add(res.body)
    }
    expect(bodies.size).toBe(1)
  })

  it('refuses the token in the query string', async () => {
    const res = await send(`/__cache/purge?token=${token}`, { method: 'POST' })
    expect(res.status).toBe(401)
  })

  it('answers other methods with JSON 405 and Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await purge({ authorization: `Bearer ${token}` }, '', method)
      expect(res.status, method).toBe(405)
      expect(res.headers.allow).toBe('POST')
    }
  })

  it('answers bad bodies with a clear 400, and a huge one with 413', async () => {
    const auth = { authorization: `Bearer ${token}` }
    for (const body of [
      '{',
      '[]',
      '"all"',
      '{"all":"yes"}',
      '{"paths":"/"}',
      '{"paths":[1]}',
      'null',
    ]) {
      const res = await purge(auth, body)
      expect(res.status, body).toBe(400)
      expect(JSON.parse(res.body)).toHaveProperty('error')
    }
    const huge = await purge(auth, JSON.stringify({ paths: Array(20_000).fill('/about') }))
    expect([400, 413]).toContain(huge.status)
  })

  it('takes the right token', async () => {
    const res = await purge({ authorization: `Bearer ${token}` })
    expect(res.status).toBe(200)
  })
})

describe('previews', () => {
  const basic = (user: string, pass: string) => `Basic ${btoa(`${user}:${pass}`)}`

  it('asks for a sign-in, never from a cache, and shows nothing of the draft', async () => {
    for (const path of ['/preview/page/21', '/preview/caseStudy/650', '/preview/service/301']) {
      const res = await send(path)
      expect(res.status, path).toBe(401)
      expect(res.headers['cache-control']).toBe('private, no-store')
      expect(res.headers['www-authenticate']).toMatch(/^Basic /)
    }
  })

  it('answers malformed credentials as a wrong sign-in, never 500', async () => {
    for (const authorization of [
      'Basic',
      'Basic !!!',
      `Basic ${btoa('nocolon')}`,
      `Basic ${btoa(':')}`,
      `Basic ${btoa(`${'a'.repeat(5000)}:x`)}`,
      'Bearer x',
      `Basic ${btoa('elena:wrong\r\nx')}`,
    ]) {
      const res = await send('/preview/page/21', {
        headers: { authorization, 'cf-connecting-ip': visitorIp() },
      })
      expect([401, 429], authorization.slice(0, 30)).toContain(res.status)
    }
  })

  it('answers unknown kinds and ids with 404, methods with 405', async () => {
    for (const path of [
      '/preview/nope/21',
      '/preview/page/abc',
      '/preview/page/-1',
      '/preview/page/1e3',
      '/preview/page/99999999999999999999',
      '/preview',
    ]) {
      expect((await send(path)).status, path).toBe(404)
    }
    expect((await send('/preview/page/21', { method: 'POST' })).status).toBe(405)
  })

  it('throttles guessing from one network: the 6th wrong password gets 429 with Retry-After', async () => {
    const ip = visitorIp()
    const statuses: number[] = []
    while (statuses.length < WINDOW_PROOF && !statuses.includes(429)) {
      const res = await send('/preview/page/21', {
        headers: {
          authorization: basic(`guess${statuses.length}`, 'wrong'),
          'cf-connecting-ip': ip,
        },
      })
      statuses.push(res.status)
      if (res.status === 429) expect(res.headers['retry-after']).toBe('60')
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses).toContain(429)
  })

  it('keeps drafts, pending, private and scheduled posts off the public site and the sitemap', async () => {
    const hidden = [
      '/case-studies/warehouse-robotics-rollout-for-delta-cargo',
      '/case-studies/claims-portal-for-bluefin-insurance',
      '/case-studies/mortgage-document-checks-for-granite-bank',
      '/services/ai-agents',
      '/pricing',
      '/events',
      '/engineering-handbook',
      '/partner-programme',
    ]
    for (const path of hidden) expect((await send(path)).status, path).toBe(404)
    for (const q of ['/?p=21', '/?page_id=21&preview=true', '/?preview=true&preview_id=650']) {
      const res = await send(q)
      expect(res.body).not.toContain('Preview — not published')
    }
    const sitemap = (await send('/sitemap.xml')).body
    for (const path of hidden) expect(sitemap, path).not.toContain(`${path}<`)
  })
})

describe('the embedded content service', () => {
  it('keeps its operator routes behind its credential, through the site', async () => {
    for (const [method, path] of [
      ['GET', '/__embedded-cms/wp-json/embedded/v1/submissions'],
      ['GET', '/__embedded-cms/wp-json/embedded/v1/subscribers'],
      ['POST', '/__embedded-cms/wp-json/embedded/v1/reset'],
      ['POST', '/__embedded-cms/wp-json/embedded/v1/outage'],
      ['POST', '/__embedded-cms/wp-json/embedded/v1/settings'],
      ['POST', '/__embedded-cms/wp-json/embedded/v1/post-edits'],
      ['PUT', '/__embedded-cms/wp-json/embedded/v1/test-pages'],
    ] as const) {
      const res = await send(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{}'),
      })
      expect([401, 403, 404, 405], `${method} ${path}`).toContain(res.status)
    }
  })

  it('shows no draft to an anonymous GraphQL query through the site', async () => {
    const res = await send('/__embedded-cms/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({ query: '{ page(id: 21, idType: DATABASE_ID) { title status } }' }),
      ),
    })
    expect(res.body).not.toContain('"status":"draft"')
  })
})

// ── media, animations, SEO files ─────────────────────────────────────────────────────────────────

describe('media proxy', () => {
  for (const path of [
    '/wp-content/uploads/../../wp-config.php',
    '/wp-content/uploads/%2e%2e/%2e%2e/wp-config.php',
    '/wp-content/uploads/..%2f..%2fwp-config.php',
    '/wp-content/uploads/%252e%252e/wp-config.php',
    '/wp-content/uploads//evil.example/x.png',
    '/wp-content/uploads/%2F%2Fevil.example/x.png',
    '/wp-content/uploads/@evil.example/x.png',
    '/wp-content/uploads/http:%2f%2fevil.example/x.png',
    '/wp-content/uploads/x.png?url=http://evil.example/',
    '/wp-content/uploads/.htaccess',
    '/wp-content/uploads/x.php',
    '/wp-content/uploads/',
    '/wp-content/uploads/x%00.png',
  ]) {
    it(`refuses ${path}`, async () => {
      const res = await send(path)
      expect([400, 404], path).toContain(res.status)
      expect(res.body).not.toContain('<?php')
    })
  }

  it('serves an SVG from the CMS where no script of it can run, and never sniffed', async () => {
    const res = await send('/wp-content/uploads/2025/03/hero-home.svg')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toMatch(/(^|; )sandbox(;|$)/)
    expect(csp).not.toMatch(/script-src[^;]*'self'/)
  })

  it('answers ranges as a CDN does, never 500', async () => {
    const path = '/wp-content/uploads/2025/03/og-home.png'
    for (const range of [
      'bytes=0-9',
      'bytes=-5',
      'bytes=999999999-',
      'bytes=abc',
      'bytes=0-1,2-3',
      `bytes=${'0-1,'.repeat(500)}0-1`,
    ]) {
      const res = await send(path, { headers: { range } })
      expect([200, 206, 416], range.slice(0, 30)).toContain(res.status)
    }
  })
})

describe('animations, sitemap, robots', () => {
  it('answers bad animation ids with JSON 404', async () => {
    for (const id of ['abc', '-1', '1e3', '9999999999', '..%2f..%2fgraphql', '0x10']) {
      const res = await send(`/api/lottie/${id}`)
      expect(res.status, id).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
    }
  })

  it('writes the sitemap as XML of this site only, escaped', async () => {
    const res = await send('/sitemap.xml?x=<y>', { headers: { host: 'evil.example' } })
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    const locs = res.body.match(/<loc>[^<]*<\/loc>/g) ?? []
    expect(locs.length).toBeGreaterThan(10)
    const origins = new Set(locs.map((loc) => new URL(loc.slice(5, -6)).origin))
    expect([...origins]).toHaveLength(1)
    expect([...origins][0]).not.toContain('evil.example')
  })

  it('keeps the API and purge out of robots.txt, and names the sitemap of this site', async () => {
    const res = await send('/robots.txt', { headers: { host: 'evil.example' } })
    expect(res.body).toContain('Disallow: /api/')
    expect(res.body).toContain('Disallow: /__cache/')
    expect(res.body).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
    expect(res.body).not.toContain('evil.example')
  })
})

// ── what pages carry ─────────────────────────────────────────────────────────────────────────────

describe('pages: CSP, nonces, inline code', () => {
  /** A page of each type (tests/shared/page-types.ts), the not-found page included. */
  let PAGES: string[] = []
  beforeAll(async () => {
    PAGES = Object.values(await pageOfEachType(baseUrl()))
  })

  it('never allows inline script by unsafe-inline, and frames nothing from elsewhere', async () => {
    for (const path of PAGES) {
      const csp = String((await send(path)).headers['content-security-policy'])
      expect(csp, path).toMatch(/script-src [^;]*/)
      expect(/script-src ([^;]*)/.exec(csp)?.[1], path).not.toContain("'unsafe-inline'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
    }
  })

  it('has no inline event handler, javascript: URL or nonce-less inline script in any page', async () => {
    for (const path of PAGES) {
      const { body, headers } = await send(path)
      expect(handlers(body), path).toEqual([])
      expect(body, path).not.toMatch(/(href|src|action)\s*=\s*["']?\s*(javascript|data|vbscript):/i)
      const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]
      for (const script of body.match(/<script\b[^>]*>/g) ?? []) {
        const allowed = /\ssrc=|type="application\/ld\+json"/.test(script)
        if (!allowed && nonce) expect(script, path).toContain(`nonce="${nonce}"`)
      }
    }
  })

  it('gives two visitors of a kept page each a nonce of their own, in its policy and its elements', async () => {
    await send('/careers')
    const a = await send('/careers')
    const b = await send('/careers')
    expect(a.headers['x-html-cache']).toBe('hit')
    const nonceOf = (res: typeof a) =>
      /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? ''
    expect(nonceOf(a)).not.toBe(nonceOf(b))
    expect(a.body).toContain(`nonce="${nonceOf(a)}"`)
    expect(a.body.replaceAll(nonceOf(a), nonceOf(b))).toBe(b.body)
  })

  it('gives each fresh render a nonce of its own', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const csp = String(
        (await send(`/careers?keyword=n${i}${Date.now()}`)).headers['content-security-policy'],
      )
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? `none${i}`)
    }
    expect(nonces.size).toBe(3)
  })

  it('keeps JSON-LD in its script and valid JSON', async () => {
    for (const path of ['/', '/careers', '/services/data', '/about']) {
      const { body } = await send(path)
      for (const m of body.matchAll(
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        expect(() => JSON.parse(m[1] ?? ''), path).not.toThrow()
        expect(m[1], path).not.toMatch(/<\/|<!--/)
      }
    }
  })

  it('reflects no query value into a page as markup', async () => {
    const probe = '"><img src=x onerror=alert(1)>'
    for (const path of [
      '/careers?keyword=',
      '/careers?location=',
      '/case-studies?category=',
      '/unsubscribe?email=',
    ]) {
      const res = await send(`${path}${encodeURIComponent(probe)}`)
      expect(res.body, path).not.toContain('<img src=x')
    }
  })
})

describe('CMS content, as a stolen editor account would save it', () => {
  const slug = `battery-hostile-${Date.now()}`
  const operator = (path: string, method: string, body?: unknown) =>
    fetch(`${baseUrl()}/__embedded-cms/wp-json/embedded/v1/${path}`, {
      method,
      headers: { authorization: cmsCredential(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const BREAK_OUT = '</script><script>window.__pwned=1</script><!--'
  const HTML = [
    '<p id="main" class="site-header" style="position:fixed" onclick="x()">Styled</p>',
    '<p><a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a>',
    '<a href="java\tscript:alert(1)">c</a><a href="data:text/html,<script>x</script>">d</a>',
    '<a href="//evil.example/x">e</a><a href="/\\evil.example/x">f</a>',
    '<a href="http://cms.internal/wp-admin/">g</a></p>',
    '<img src="x" onerror="alert(1)" srcset="javascript:alert(1) 1x">',
    '<form action="https://evil.example/"><input name="password"><button formaction="javascript:x()">Go</button></form>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x.swf"></object><embed src="x">',
    '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>s</text></a></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
    '<template><script>alert(1)</script></template><base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">',
    '<script nonce="abc">window.__pwned=2</script><style>body{display:none}</style>',
    '<details open ontoggle="alert(1)"><summary>s</summary></details>',
    `<p>${BREAK_OUT}</p>`,
  ].join('')

  beforeAll(async () => {
    const res = await operator('test-pages', 'PUT', {
      id: 90300,
      slug,
      uri: `/${slug}/`,
      title: `Hostile ${BREAK_OUT} "><img src=x onerror=alert(1)>`,
      blocks: [
        { name: 'core/html', html: HTML },
        { name: 'core/paragraph', html: `<p>${HTML}</p>` },
        {
          name: 'core/cover',
          attributes: { url: 'javascript:alert(1)', backgroundType: 'video' },
          innerBlocks: [{ name: 'core/paragraph', html: '<p>Cover text</p>' }],
        },
        {
          name: 'core/media-text',
          attributes: { mediaUrl: '//evil.example/x.mp4', mediaType: 'video' },
          innerBlocks: [{ name: 'core/paragraph', html: '<p>Media text</p>' }],
        },
        { name: 'core/embed', attributes: { url: 'javascript:alert(1)', caption: BREAK_OUT } },
        {
          name: 'core/details',
          attributes: { summary: `<img src=x onerror=alert(1)>${BREAK_OUT}` },
        },
      ],
    })
    expect(res.status).toBe(200)
    const settings = await operator('settings', 'POST', {
      blogname: `Northwind ${BREAK_OUT}`,
      blogdescription: `Tagline ${BREAK_OUT} "><svg onload=alert(1)>`,
    })
    expect(settings.status).toBe(200)
  })
  afterAll(async () => {
    await operator('test-pages', 'DELETE')
    await operator('reset', 'POST')
  })

  /** The page, once rendered and once from the page cache (the same bytes for every visitor). */
  async function bothCopies(): Promise<RawAnswer[]> {
    const fresh = await send(`/${slug}`)
    expect(fresh.status).toBe(200)
    await send(`/${slug}`)
    return [fresh, await send(`/${slug}`)]
  }

  it('renders no script, handler, style, form, frame or refresh of the CMS', async () => {
    for (const { body, headers } of await bothCopies()) {
      expect(body).toContain('Cover text')
      const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1]
      for (const script of body.match(/<script\b[^>]*>/g) ?? []) {
        const ours = /\ssrc="\/assets\/|type="application\/ld\+json"/.test(script)
        if (!ours && nonce) expect(script).toContain(`nonce="${nonce}"`)
        expect(script).not.toContain('nonce="abc"')
      }
      // The break-out text is shown as text (escaped), or as JSON-LD data, never as a script.
      expect(body).not.toMatch(/<script\b(?![^>]*ld\+json)[^>]*>[^<]*__pwned/)
      expect(body).not.toContain('<script>window')
      expect(handlers(body)).toEqual([])
      expect(body).not.toMatch(/<(iframe|object|embed|base|mglyph|mtext)\b/i)
      expect(body).not.toMatch(/evil\.example\/"|name="password"|xlink:href/)
      expect(body).not.toMatch(/http-equiv/i)
      expect(body).not.toMatch(/style="position:fixed"|body\{display:none\}/)
      expect(body).not.toMatch(/<p[^>]*(id="main"|site-header)/)
    }
  })

  it('lets no refused URL reach an attribute, and no CMS host', async () => {
    for (const { body } of await bothCopies()) {
      for (const m of body.matchAll(/\s(?:href|src|srcset|action|formaction|poster)="([^"]*)"/g)) {
        const url = (m[1] ?? '').replaceAll('&amp;', '&')
        expect(url).not.toMatch(/^\s*(javascript|data|vbscript)\s*:/i)
        expect(url).not.toMatch(/^\/[/\\]/)
      }
      expect(body).not.toContain('cms.internal')
    }
  })

  it('keeps every JSON-LD script whole and every title escaped', async () => {
    for (const path of [`/${slug}`, '/', '/about']) {
      const { body } = await send(path)
      const scripts = [
        ...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ]
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const m of scripts) {
        const json = JSON.parse(m[1] ?? '') as unknown
        expect(JSON.stringify(json)).toContain('Northwind')
        expect(m[1], path).not.toMatch(/<\/|<!--/)
      }
      expect(body, path).not.toContain('<script>window')
      expect(/<title>([^<]*)<\/title>/.exec(body)?.[1], path).not.toMatch(/[<>]/)
    }
  })
})

describe('open redirects', () => {
  for (const path of [
    '/?redirect=https://evil.example',
    '/?next=//evil.example',
    '/?returnTo=https:evil.example',
    '/form-result?status=sent&kind=contact&redirect=https://evil.example',
    '/form-result?status=https://evil.example&kind=contact',
    '/unsubscribe?email=a@b.co&redirect=//evil.example',
    '/careers/?keyword=//evil.example',
    '/about/?x=//evil.example',
    '/home?x=1',
  ]) {
    it(`never leaves the site from ${path}`, async () => {
      const res = await send(path)
      if (res.status >= 300 && res.status < 400) {
        expect(String(res.headers.location), path).toMatch(/^\/(?![/\\])/)
      }
      expect(res.body).not.toMatch(/http-equiv=["']?refresh/i)
    })
  }

  it('sends a no-JavaScript success to a result page of this site, with a cookie scoped to it', async () => {
    const { token } = await solvedCaptcha()
    const res = await post('landing', {
      fields: { ...VALID.landing, captcha: token },
      json: false,
      headers: { origin: baseUrl() },
    })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/form-result?status=sent&kind=landing')
  })
})

describe('errors', () => {
  it('answers each failing path with its status, the branded page or JSON, and no trace', async () => {
    const cases: [string, RawOptions, number, string][] = [
      ['/no-such-page', {}, 404, 'text/html'],
      ['/%zz', {}, 400, 'text/html'],
      ['/about', { method: 'PUT' }, 405, 'text/html'],
      ['/api/nope', {}, 404, 'application/json'],
      ['/api/forms/contact', {}, 405, 'application/json'],
      ['/api/captcha/challenge', { method: 'POST' }, 405, 'application/json'],
      ['/__cache/purge', {}, 405, 'application/json'],
      ['/form-result?status=nope&kind=contact', {}, 404, 'text/html'],
      ['/careers/no-such-vacancy', {}, 404, 'text/html'],
      ['/case-studies/no-such-case', {}, 404, 'text/html'],
      ['/services/no-such-service', {}, 404, 'text/html'],
    ]
    for (const [path, opts, status, type] of cases) {
      const res = await send(path, opts)
      expect(res.status, path).toBe(status)
      expect(String(res.headers['content-type']), path).toContain(type)
      if (type === 'text/html') expect(res.body, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    }
  })
})
