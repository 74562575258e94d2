import { describe, expect, it } from 'vitest'
import caseStudiesJson from '../content/case-studies.json'
import clients from '../content/clients.json'
import posts from '../content/posts.json'
import contactPage from '../content/pages/contact.json'
import aboutPage from '../content/pages/about.json'
import team from '../content/team.json'
import vacancies from '../content/vacancies.json'

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
    // An app is tagged Mobile; its outcome and its share drawer link the same store pages.
    const wrong = caseStudies.filter((cs) => {
      const s = story(cs)
      const isApp = cs.tags.includes('Mobile')
      return (
        s.appLinks.some((l) => Boolean(l) !== isApp) || s.shareLinks.join() !== s.appLinks.join()
      )
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

describe('demo clients and blog posts', () => {
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
