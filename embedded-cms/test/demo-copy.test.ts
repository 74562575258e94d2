import { describe, expect, it } from 'vitest'
import contactPage from '../content/pages/contact.json'
import aboutPage from '../content/pages/about.json'
import team from '../content/team.json'
import vacancies from '../content/vacancies.json'

/**
 * The demo reads like a real company's: no item is a template with a name swapped in, every
 * vacancy fits its role and level, every case study tells one story whose figures add up.
 */

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
