import { describe, expect, it } from 'vitest'
import caseStudiesJson from '../content/case-studies.json'
import clients from '../content/clients.json'
import posts from '../content/posts.json'
import contactPage from '../content/pages/contact.json'
import aboutPage from '../content/pages/about.json'
import team from '../content/team.json'
import vacancies from '../content/vacancies.json'
import servicesJson from '../content/services.json'
import settings from '../content/settings.json'
import homePage from '../content/pages/home.json'
import careersPage from '../content/pages/careers.json'
import privacyPage from '../content/pages/privacy-policy.json'
import termsPage from '../content/pages/terms-of-use.json'
import caseStudiesPage from '../content/pages/case-studies.json'
import handbookPage from '../content/pages/engineering-handbook.json'
import eventsPage from '../content/pages/events.json'
import consultationPage from '../content/pages/free-consultation.json'
import howWeWorkPage from '../content/pages/how-we-work.json'
import karijeraPage from '../content/pages/karijera.json'
import partnerProgrammePage from '../content/pages/partner-programme.json'
import pricingPage from '../content/pages/pricing.json'
import servicesPage from '../content/pages/services.json'
import unsubscribePage from '../content/pages/unsubscribe.json'

/**
 * The demo reads like a real company's: no item is a template with a name swapped in, every
 * vacancy fits its role and level, every case study tells one story whose figures add up.
 */

interface Block {
  name: string
  attributes?: Record<string, unknown>
  innerBlocks?: Block[]
}
interface CaseStudy {
  slug: string
  title: string
  status?: string
  tags: string[]
  seo: { description: string }
  blocks: Block[]
}
interface Metric {
  value: string
  label: string
}

const caseStudies = caseStudiesJson as CaseStudy[]
const published = caseStudies.filter((c) => (c.status ?? 'publish') === 'publish')

const attrs = (cs: CaseStudy, name: string): Record<string, unknown> =>
  cs.blocks.find((b) => b.name === name)?.attributes ?? {}
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** What one case study says: its heading, sections and outcome. */
function story(cs: CaseStudy) {
  const heading = attrs(cs, 'custom/project-heading')
  const outcome = attrs(cs, 'custom/outcome')
  const share = attrs(cs, 'custom/share')
  const sections = (attrs(cs, 'custom/project-details').sections ?? []) as { text: string }[]
  return {
    client: text(heading.client),
    summary: text(heading.summary),
    sections: sections.map((s) => s.text),
    outcome: text(outcome.text),
    metrics: (outcome.metrics ?? []) as Metric[],
    appLinks: [outcome.appStoreUrl, outcome.googlePlayUrl].map(text),
    shareLinks: [share.appStoreUrl, share.googlePlayUrl].map(text),
  }
}

/** WordPress's sanitize_title, for the titles the demo uses. */
const slugify = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const STOP = new Set(['a', 'an', 'the', 'for', 'of', 'and', 'to', 'in', 'on', 'with', 'at', 'by'])

/** A title's words without its client's name and without small words: what the project is. */
function titlePattern(title: string, client: string): string[] {
  const clientWords = new Set(slugify(client).split('-'))
  return slugify(title)
    .split('-')
    .filter((w) => w && !STOP.has(w) && !clientWords.has(w))
}

function similarity(a: string[], b: string[]): number {
  const sa = new Set(a)
  const sb = new Set(b)
  const shared = [...sa].filter((w) => sb.has(w)).length
  return shared / Math.max(1, Math.min(sa.size, sb.size))
}

/** The sentences of a text, with the client's name taken out so that swapped names still match. */
const sentences = (value: string, client: string) =>
  value
    .replaceAll(client, '<client>')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 20)

/** Pairs of items whose key is equal, as readable strings. */
function duplicates<T>(items: T[], key: (item: T) => string[], name: (item: T) => string) {
  const seen = new Map<string, string>()
  const found: string[] = []
  for (const item of items)
    for (const k of new Set(key(item))) {
      const first = seen.get(k)
      if (first !== undefined && first !== name(item)) found.push(`${first} / ${name(item)}: ${k}`)
      else seen.set(k, name(item))
    }
  return found
}

// Drafts, scheduled and private case studies count too: editors see them in previews.
describe('demo case studies', () => {
  it('keep the volume the portfolio pages need', () => {
    expect(published).toHaveLength(104)
  })

  it('have a slug derived from the title', () => {
    const wrong = caseStudies.filter(
      (cs) => slugify(cs.title) !== cs.slug && !slugify(cs.title).startsWith(`${cs.slug}-`),
    )
    expect(wrong.map((cs) => `${cs.slug}: ${cs.title}`)).toEqual([])
  })

  it('each have their own client, summary, description and outcome', () => {
    const slug = (cs: CaseStudy) => cs.slug
    // An unpublished one may be a follow-up project for a client of a published one.
    expect(duplicates(published, (cs) => [story(cs).client], slug)).toEqual([])
    expect(duplicates(caseStudies, (cs) => [story(cs).summary], slug)).toEqual([])
    expect(duplicates(caseStudies, (cs) => [cs.seo.description], slug)).toEqual([])
    expect(duplicates(caseStudies, (cs) => [story(cs).outcome], slug)).toEqual([])
  })

  it('tell their own client’s story, with an outcome that is more than the summary again', () => {
    const clientNames = caseStudies.map((cs) => story(cs).client)
    const wrong: string[] = []
    for (const cs of caseStudies) {
      const s = story(cs)
      const told = [s.summary, ...s.sections, s.outcome].join(' ')
      for (const other of clientNames)
        if (other !== s.client && told.includes(other)) wrong.push(`${cs.slug} names ${other}`)
      if (s.outcome === s.summary) wrong.push(`${cs.slug}: outcome repeats the summary`)
    }
    expect(wrong).toEqual([])
  })

  it('share no sentence of their story, even with the client name swapped', () => {
    const found = duplicates(
      caseStudies,
      (cs) => {
        const s = story(cs)
        return [s.summary, ...s.sections, s.outcome].flatMap((t) => sentences(t, s.client))
      },
      (cs) => cs.slug,
    )
    expect(found).toEqual([])
  })

  it('are not one title pattern with client names swapped', () => {
    const patterns = caseStudies.map((cs) => ({
      slug: cs.slug,
      words: titlePattern(cs.title, story(cs).client),
    }))
    const alike: string[] = []
    patterns.forEach((a, i) => {
      for (const b of patterns.slice(i + 1))
        if (similarity(a.words, b.words) >= 0.75) alike.push(`${a.slug} ~ ${b.slug}`)
    })
    expect(alike).toEqual([])
  })

  it('give outcome figures that the story states, and measure different things', () => {
    const unsupported: string[] = []
    for (const cs of caseStudies) {
      const s = story(cs)
      const told = [s.summary, ...s.sections, s.outcome].join(' ')
      if (s.metrics.length < 2) unsupported.push(`${cs.slug}: fewer than 2 figures`)
      for (const m of s.metrics) {
        const figure = /[\d][\d,.]*/.exec(m.value)?.[0] ?? m.value
        if (!told.includes(figure)) unsupported.push(`${cs.slug}: ${m.value} ${m.label}`)
      }
    }
    expect(unsupported).toEqual([])
    const labels = (cs: CaseStudy) => [
      story(cs)
        .metrics.map((m) => m.label)
        .sort()
        .join(' | '),
    ]
    expect(duplicates(caseStudies, labels, (cs) => cs.slug)).toEqual([])
  })

  it('link an app store only for an app, each app its own listing', () => {
    const apps = caseStudies.filter((cs) => story(cs).appLinks.some(Boolean))
    // An app is tagged Mobile and listed in a store (an Android-only app in one); its outcome and
    // its share drawer link the same store pages.
    const wrong = caseStudies.filter((cs) => {
      const s = story(cs)
      const isApp = cs.tags.includes('Mobile')
      return s.appLinks.some(Boolean) !== isApp || s.shareLinks.join() !== s.appLinks.join()
    })
    expect(wrong.map((cs) => cs.slug)).toEqual([])
    expect(
      duplicates(
        apps,
        (cs) => story(cs).appLinks,
        (cs) => cs.slug,
      ),
    ).toEqual([])
  })
})

interface Vacancy {
  slug: string
  name: string
  occupation_category: string
  locations: string[]
  description: string
}
const jobs = vacancies as Vacancy[]

/** The items of the list under a heading of a vacancy's description. */
function listUnder(description: string, heading: string): string[] {
  const at = description.indexOf(`<h2>${heading}</h2>`)
  if (at < 0) return []
  const list = /<ul>(.*?)<\/ul>/s.exec(description.slice(at))?.[1] ?? ''
  return [...list.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1] ?? '')
}

/** 0 junior, 1 without a level, 2 senior, lead or architect. */
const level = (name: string) =>
  /\bjunior\b/i.test(name) ? 0 : /\b(senior|lead|architect|principal)\b/i.test(name) ? 2 : 1
const years = (job: Vacancy) =>
  Number(/(\d+)\+? years/.exec(listUnder(job.description, 'What you bring').join(' '))?.[1] ?? NaN)

describe('demo vacancies', () => {
  it('each have their own duties and requirements', () => {
    const slug = (j: Vacancy) => j.slug
    expect(
      duplicates(jobs, (j) => [listUnder(j.description, 'What you bring').join('|')], slug),
    ).toEqual([])
    expect(duplicates(jobs, (j) => listUnder(j.description, 'What you will do'), slug)).toEqual([])
    expect(duplicates(jobs, (j) => listUnder(j.description, 'What you bring'), slug)).toEqual([])
    for (const j of jobs)
      expect(listUnder(j.description, 'What you bring').length, j.slug).toBeGreaterThanOrEqual(3)
  })

  it('ask for more experience the more senior the role, within a department', () => {
    for (const j of jobs) expect(years(j), j.slug).toBeGreaterThan(0)
    const inverted: string[] = []
    for (const a of jobs)
      for (const b of jobs)
        if (
          a.occupation_category === b.occupation_category &&
          level(a.name) < level(b.name) &&
          years(a) >= years(b)
        )
          inverted.push(`${a.name} ${years(a)}+ vs ${b.name} ${years(b)}+`)
    expect(inverted).toEqual([])
  })

  it('ask only engineers, testers and data people to review code', () => {
    const technical = new Set(['Engineering', 'Quality Assurance', 'Data & AI'])
    const wrong = jobs.filter(
      (j) =>
        !technical.has(j.occupation_category) &&
        /review(ing)? code|code review/i.test(j.description),
    )
    expect(wrong.map((j) => j.name)).toEqual([])
  })

  it('name where the job is as a person would say it', () => {
    for (const j of jobs) {
      expect(j.description, j.slug).not.toMatch(/\bin Remote\b/)
      expect(j.description, j.slug).not.toMatch(/\ba iOS\b/)
      for (const place of j.locations)
        expect(j.description, `${j.slug} ${place}`).toContain(place === 'Remote' ? 'remote' : place)
    }
  })
})

interface Office {
  country: string
  hotline: string
}
const officesBlock = contactPage.blocks.find((b) => b.name === 'custom/offices')
const offices = (officesBlock?.attributes as { offices: Office[] }).offices
const infoBlock = contactPage.blocks.find((b) => b.name === 'custom/contact-info')
const hotlines = (infoBlock?.attributes as { hotlines: { label: string; number: string }[] })
  .hotlines

/** Every phone number a page or team member gives, wherever it is in the content. */
function phones(value: unknown): string[] {
  if (typeof value === 'string') return /^\+\d[\d ]+$/.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(phones)
  if (value && typeof value === 'object') return Object.values(value).flatMap(phones)
  return []
}

describe('demo contact details', () => {
  it('list a hotline for a country only where an office is, with that office number', () => {
    for (const h of hotlines) {
      const office = offices.find((o) => o.country === h.label)
      expect(office, h.label).toBeDefined()
      expect(h.number, h.label).toBe(office?.hotline)
    }
  })

  it('give phone numbers of the countries the offices are in', () => {
    const prefixes = offices.map((o) => o.hotline.split(' ')[0] ?? '')
    const numbers = [...phones(contactPage), ...phones(aboutPage), ...phones(team)]
    expect(numbers.length).toBeGreaterThan(10)
    expect(numbers.filter((n) => !prefixes.includes(n.split(' ')[0] ?? ''))).toEqual([])
  })
})

/** Every block of every demo page, inner blocks included. */
const pageBlocks = (): { page: string; block: Block }[] => {
  const pages: { slug: string; blocks: Block[] }[] = [
    aboutPage,
    careersPage,
    caseStudiesPage,
    contactPage,
    handbookPage,
    eventsPage,
    consultationPage,
    homePage,
    howWeWorkPage,
    karijeraPage,
    partnerProgrammePage,
    pricingPage,
    privacyPage,
    servicesPage,
    termsPage,
    unsubscribePage,
  ]
  const all = (blocks: Block[]): Block[] => blocks.flatMap((b) => [b, ...all(b.innerBlocks ?? [])])
  return pages.flatMap((page) => all(page.blocks).map((block) => ({ page: page.slug, block })))
}

describe('demo page copy', () => {
  it('opens no intro by saying its heading again', () => {
    const words = (value: unknown) =>
      text(value)
        .toLowerCase()
        .replace(/[^a-z0-9 ]+/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
        .join(' ')
    const intros = pageBlocks().filter(({ block }) => words(block.attributes?.title) !== '')
    expect(intros.length).toBeGreaterThan(20)
    const repeats = intros
      .filter(({ block }) => {
        const title = words(block.attributes?.title)
        return words(block.attributes?.text).startsWith(title)
      })
      .map(({ page, block }) => `${page}: ${block.name} "${text(block.attributes?.title)}"`)
    expect(repeats).toEqual([])
  })
})

/** Words that say what kind of organisation a client is, not which one. */
const GENERIC = new Set(
  (
    'the of and co st & open city council borough region municipality national public social services ' +
    'office revenue bank savings business building society trade credit invest pensions pay mutual ' +
    'insurance health hospital hospitals clinics diagnostics pharmacies chemists pharmacy energy ' +
    'power grid gas networks electricity utilities heat wind nordic trust schools academies primary ' +
    'university college skills learning literacy kids partnership libraries media broadcasting radio ' +
    'group press studios film archive images logistics freight rail cargo couriers haulage ports port ' +
    'authority mobility shuttles retail market foods outdoor home hotels tours travel trading valley'
  ).split(' '),
)

/** Two words a reader could take for one name: equal, one letter apart, or one stem. */
function alike(a: string, b: string): boolean {
  if (a === b) return true
  if (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5)) return true
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 4) return false
  // One substitution, insertion or deletion apart.
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  const rest = (x: string, y: string) => x === y
  return (
    rest(a.slice(i + 1), b.slice(i + 1)) ||
    rest(a.slice(i), b.slice(i + 1)) ||
    rest(a.slice(i + 1), b.slice(i))
  )
}

describe('demo clients and blog posts', () => {
  it('name every client distinctly: no two share a distinctive word or one spelt almost alike', () => {
    const names = [
      ...new Set([
        ...clients.items.map((c) => c.name),
        ...caseStudies.map((cs) => story(cs).client),
      ]),
    ]
    expect(names.length).toBeGreaterThan(100)
    const words = (name: string) =>
      name
        .toLowerCase()
        .split(/[^a-z&]+/)
        .filter((w) => w && !GENERIC.has(w))
    const confusable: string[] = []
    names.forEach((a, i) => {
      for (const b of names.slice(i + 1))
        for (const wa of words(a))
          for (const wb of words(b)) if (alike(wa, wb)) confusable.push(`${a} ~ ${b}`)
    })
    expect(confusable).toEqual([])
    // Each client's name spelt only one way, so the renamed ones are gone from every story.
    const told = caseStudies.flatMap((cs) => strings(cs.blocks)).join(' ')
    for (const gone of [
      'Meridian Press',
      'Daily Meridian',
      'Harbor City',
      'Northsea',
      'Brightpath',
    ])
      expect(told).not.toContain(gone)
  })

  it('describe each client in words of its own, not one sentence with the name swapped', () => {
    const found = duplicates(
      clients.items,
      (c) => sentences(c.description, c.name),
      (c) => c.name,
    )
    expect(found).toEqual([])
  })

  it('give each post an excerpt of its own, not its title plus a stock phrase', () => {
    const found = duplicates(
      posts,
      (p) => sentences(p.excerpt.replace(p.title, '<title>'), ''),
      (p) => p.slug,
    )
    expect(found).toEqual([])
    expect(posts.filter((p) => p.excerpt.startsWith(p.title)).map((p) => p.slug)).toEqual([])
  })
})

/** Every string inside a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

/** HTML as the text a reader sees. */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

interface Service {
  slug: string
  title: string
  status?: string
  blocks: Block[]
}
const services = (servicesJson as Service[]).filter((s) => (s.status ?? 'publish') === 'publish')

describe('demo services', () => {
  // Section headings may follow one house pattern; what a service says in them may not.
  it('answer, list and claim in words of their own, not one text with the service swapped', () => {
    const said = (s: Service) =>
      s.blocks
        // The newsletter band is one shared block, the same on every page.
        .filter((b) => b.name !== 'custom/services-subscribe')
        .flatMap((b) => ['items', 'facts', 'steps'].flatMap((k) => strings(b.attributes?.[k])))
        .map((t) =>
          plain(t).replace(
            new RegExp(s.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'),
            '<service>',
          ),
        )
        .filter((t) => t.length > 25 && !t.startsWith('media:'))
    expect(duplicates(services, said, (s) => s.slug)).toEqual([])
  })

  // "What you get" lists deliverables and "How we help" the approach: neither names an item another
  // section of the page (the data services cards, the facts) already lists. Drafts too: they get
  // published as they are.
  it('never list one thing in two sections of a page: what you get is not how we help again', () => {
    /** An item's name or text, in words with case, punctuation and plural endings set aside. */
    const key = (t: string) =>
      plain(t)
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .map((w) => w.replace(/s$/, ''))
        .join(' ')
    const shared: string[] = []
    for (const service of servicesJson as Service[]) {
      const seen = new Map<string, string>()
      for (const block of service.blocks) {
        const section = String(block.attributes?.title ?? block.name)
        const items = ['items', 'facts'].flatMap((k) => {
          const list = block.attributes?.[k]
          return Array.isArray(list) ? (list as Record<string, unknown>[]) : []
        })
        const said = items.flatMap((i) => [i.title, i.heading, i.text].map(text).filter(Boolean))
        for (const t of new Set(said.map(key))) {
          const other = seen.get(t)
          if (other && other !== section)
            shared.push(`${service.slug}: "${t}" in ${other} and ${section}`)
          seen.set(t, section)
        }
      }
    }
    expect(shared).toEqual([])
  })
})

const clientItems = clients.items as { name: string; caseStudy: string | null }[]

describe('demo links', () => {
  it("link a client's card to its case study whenever the portfolio has one, and only then", () => {
    const wrong: string[] = []
    for (const c of clientItems) {
      const own = published.filter((cs) => story(cs).client === c.name).map((cs) => cs.slug)
      if (own.length > 0 && !own.includes(c.caseStudy ?? ''))
        wrong.push(`${c.name}: ${String(c.caseStudy)} instead of one of ${own.join(', ')}`)
      if (own.length === 0 && c.caseStudy) wrong.push(`${c.name}: ${c.caseStudy} is not its own`)
    }
    expect(wrong).toEqual([])
  })

  it("spell each person's profile address after their name", () => {
    const people: { name: string; linkedIn: string }[] = []
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect)
      else if (value && typeof value === 'object') {
        const v = value as Record<string, unknown>
        if (typeof v.name === 'string' && typeof v.linkedIn === 'string')
          people.push({ name: v.name, linkedIn: v.linkedIn })
        Object.values(v).forEach(collect)
      }
    }
    collect([team, aboutPage, careersPage, homePage])
    expect(people.length).toBeGreaterThan(5)
    const wrong = people.filter(
      (p) => !new URL(p.linkedIn).pathname.startsWith(`/in/${slugify(p.name)}`),
    )
    expect(wrong).toEqual([])
  })

  it('link an app store only for the platforms the story names', () => {
    const ios = /\b(iOS|iPhone|iPad|Swift|SwiftUI|React Native|Flutter|cross-platform)\b/i
    const android = /\b(Android|Kotlin|Jetpack Compose|React Native|Flutter|cross-platform)\b/i
    const wrong: string[] = []
    for (const cs of caseStudies) {
      const s = story(cs)
      const told = [s.summary, ...s.sections, s.outcome, ...cs.tags].join(' ')
      const [appStore, googlePlay] = s.appLinks
      if (appStore && !ios.test(told)) wrong.push(`${cs.slug}: App Store without an iOS app`)
      if (googlePlay && !android.test(told)) wrong.push(`${cs.slug}: Google Play without Android`)
    }
    expect(wrong).toEqual([])
  })
})

/** Every text the demo's pages and people give, as a reader sees it. */
const everyText = [homePage, aboutPage, contactPage, careersPage, team, servicesJson]
  .flatMap(strings)
  .map(plain)

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const count = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : WORDS.indexOf(word.toLowerCase())

describe('demo company facts', () => {
  it('give one size of the company wherever it is stated, and teams that fit in it', () => {
    const sizes = everyText
      .flatMap((t) => [...t.matchAll(/(\d+) engineers, designers and product people/g)])
      .map((m) => Number(m[1]))
    const advantages = homePage.blocks.find((b) => b.name === 'custom/advantages')
    const members = (advantages?.attributes as { items: { id: string; value: number }[] }).items
    const teamSize = members.find((i) => i.id === 'team')?.value
    expect(sizes.length).toBeGreaterThan(1)
    expect(new Set([...sizes, teamSize])).toEqual(new Set([teamSize]))
    // A discipline's headcount (the CTO's engineers) leaves room for everyone else.
    const parts = everyText.flatMap((t) => [...t.matchAll(/\b(\d+) (engineers|designers)\b(?!,)/g)])
    for (const m of parts) expect(Number(m[1]), m[0]).toBeLessThan(0.9 * (teamSize ?? 0))
  })

  it('count the offices it lists wherever the offices are counted', () => {
    const counted = everyText.flatMap((t) =>
      [...t.matchAll(/\b(\w+) offices\b/gi)].map((m) => count(m[1] ?? '')).filter((n) => n >= 0),
    )
    expect(counted.length).toBeGreaterThan(1)
    expect(new Set(counted)).toEqual(new Set([offices.length]))
  })

  it('give one client rating and one founding year', () => {
    const hero = homePage.blocks.find((b) => b.name === 'custom/hero')
    const score = (hero?.attributes as { rating: { score: number } }).rating.score
    const ratings = aboutPage.blocks
      .flatMap(
        (b) =>
          ((b.attributes as { items?: unknown[] } | undefined)?.items ?? []) as {
            value?: unknown
            label?: string
          }[],
      )
      .filter((i) => /rating/i.test(i.label ?? ''))
      .map((i) => Number(i.value))
    expect(ratings.length).toBeGreaterThan(0)
    expect(new Set(ratings)).toEqual(new Set([score]))
    const years = everyText.flatMap((t) =>
      [...t.matchAll(/\b(?:since|founded [\w ]+? in) (\d{4})\b/gi)].map((m) => m[1]),
    )
    expect(years.length).toBeGreaterThan(1)
    expect(new Set(years).size).toBe(1)
  })

  it('hire only where it has an office, or remotely', () => {
    const cities = new Set(
      (officesBlock?.attributes as { offices: { city: string }[] }).offices.map((o) => o.city),
    )
    const elsewhere = jobs.flatMap((j) =>
      j.locations.filter((l) => l !== 'Remote' && !cities.has(l)).map((l) => `${j.slug}: ${l}`),
    )
    expect(elsewhere).toEqual([])
  })

  it('is registered, governed and reachable where one of its offices is', () => {
    const countries = new Set(offices.map((o) => o.country))
    const legal = [privacyPage, termsPage]
      .flatMap((p) => strings(p.blocks))
      .map(plain)
      .join(' ')
    const laws = [...legal.matchAll(/governed by the laws of (?:the )?([A-Z][\w ]+?)[;.,]/g)]
    expect(laws.length).toBeGreaterThan(0)
    for (const m of laws)
      expect(
        [...countries].some((c) => (m[1] ?? '').includes(c)),
        m[0],
      ).toBe(true)
    for (const m of legal.matchAll(/registered in (?:the )?([A-Z][\w ]+?)[;.,]/g))
      expect(
        [...countries].some((c) => (m[1] ?? '').includes(c)),
        m[0],
      ).toBe(true)
    // The controller's address is one of the offices'.
    const addresses = (officesBlock?.attributes as { offices: { address: string }[] }).offices
    expect(addresses.some((o) => legal.includes(o.address.split(',')[0] ?? '-'))).toBe(true)
    expect(legal).toContain(settings.yoast.companyName)
  })
})
