import { describe, expect, it } from 'vitest'
import { content } from '../src/content'
import { isMediaRef, mediaEntry } from '../src/content/media'
import type { ContentBlock } from '../src/content/types'

function allBlocks(blocks: ContentBlock[]): ContentBlock[] {
  return blocks.flatMap((b) => [b, ...allBlocks(b.innerBlocks ?? [])])
}
function mediaRefs(value: unknown): string[] {
  if (isMediaRef(value)) return [value]
  if (Array.isArray(value)) return value.flatMap(mediaRefs)
  if (value && typeof value === 'object') return Object.values(value).flatMap(mediaRefs)
  return []
}

const SPEC_BLOCKS = [
  'hero',
  'hero-2',
  'awards',
  'services',
  'about',
  'about-hero',
  'projects',
  'testimonials',
  'career',
  'cta',
  'cta-2',
  'subscribe',
  'unsubscribe',
  'contact',
  'view-more',
  'partners',
  'clients',
  'list',
  'list-2',
  'list-3',
  'list-4',
  'list-5',
  'list-6',
  'list-7',
  'management-team',
  'product-team',
  'technologies',
  'tech-stack',
  'verticals',
  'faq',
  'service-hero',
  'half-list',
  'projects-list',
  'background-hero',
  'background-hero-logo',
  'landing-hero',
  'portfolio-projects',
  'service-inner-contact',
  'animated-section',
  'portfolio-testimonial',
  'services-subscribe',
  'location-keyfacts',
  'product-keyfacts',
  'product-facts-left-image',
]

describe('demo content', () => {
  const everything = [...content.pages, ...content.caseStudies, ...content.services]
  const blocks = everything.flatMap((p) => allBlocks(p.blocks))

  it('has the amounts the site needs to exercise every filter and pager', () => {
    expect(content.caseStudies.length).toBeGreaterThanOrEqual(40)
    expect(new Set(content.caseStudies.flatMap((c) => c.tags)).size).toBeGreaterThanOrEqual(8)
    expect(content.vacancies.length).toBeGreaterThanOrEqual(14)
    expect(content.technologies.items.length).toBeGreaterThanOrEqual(30)
    expect(content.technologies.categories.length).toBeGreaterThanOrEqual(6)
    expect(content.verticals.length).toBeGreaterThanOrEqual(8)
    expect(content.clients.items.length).toBeGreaterThanOrEqual(14)
    expect(content.clients.industries.length).toBeGreaterThanOrEqual(5)
    expect(content.clients.items.some((c) => c.caseStudy)).toBe(true)
    expect(content.clients.items.some((c) => !c.caseStudy)).toBe(true)
    expect(content.partners.length).toBeGreaterThanOrEqual(6)
    expect(content.awards.categories.length).toBeGreaterThanOrEqual(4)
    expect(content.awards.awards.length).toBeGreaterThanOrEqual(12)
    expect(content.team.length).toBeGreaterThanOrEqual(6)
    const published = content.services.filter((s) => (s.status ?? 'publish') === 'publish')
    expect(published.map((s) => s.slug)).toEqual([
      'software',
      'data',
      'apps',
      'it',
      'ecommerce-and-cms-platforms',
      'dev-team',
      'ui-ux',
      'automation-and-integration',
      'cloud-management',
      'bpo',
    ])
    const offices = blocks.find((b) => b.name === 'custom/offices')?.attributes?.offices as {
      country: string
    }[]
    expect(offices.length).toBeGreaterThanOrEqual(4)
    expect(new Set(offices.map((o) => o.country)).size).toBeGreaterThanOrEqual(3)
  })

  it('uses every block type of the spec on some page', () => {
    const used = new Set(blocks.map((b) => b.name))
    const missing = SPEC_BLOCKS.filter((name) => !used.has(`custom/${name}`))
    expect(missing).toEqual([])
  })

  it('references only media that exists, each with alt text or marked decorative', () => {
    const refs = everything.flatMap((p) => mediaRefs(p)).concat(mediaRefs(content))
    for (const ref of refs) expect(mediaEntry(ref), ref).toBeDefined()
  })

  it('has unique slugs and ids', () => {
    for (const list of [content.caseStudies, content.services, content.pages]) {
      expect(new Set(list.map((i) => i.slug)).size).toBe(list.length)
      expect(new Set(list.map((i) => i.id)).size).toBe(list.length)
    }
    expect(new Set(content.vacancies.map((v) => v.slug)).size).toBe(content.vacancies.length)
  })

  it('links clients only to case studies that exist', () => {
    const slugs = new Set(content.caseStudies.map((c) => c.slug))
    for (const c of content.clients.items)
      if (c.caseStudy) expect(slugs.has(c.caseStudy), c.name).toBe(true)
  })
})
