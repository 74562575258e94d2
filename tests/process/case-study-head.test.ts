import { describe, expect, it } from 'vitest'
import { publishedContent } from '../shared/demo-content'
import { baseUrl } from '../shared/base-url'

interface CaseStudyContent {
  slug: string
  seo: { title: string; description: string; image: string }
}
const caseStudies = publishedContent<CaseStudyContent>('case-studies.json')

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]

/** Entities React writes in attribute values. */
const decode = (s: string | undefined) =>
  s?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

describe('a case study page head', () => {
  // The first, a middle and the last case study of the demo content.
  const picks = [0, Math.floor(caseStudies.length / 2), caseStudies.length - 1].map(
    (i) => caseStudies[i] as CaseStudyContent,
  )
  for (const cs of picks) {
    it(`carries the title, description and Open Graph image of ${cs.slug}`, async () => {
      const res = await fetch(`${baseUrl()}/case-studies/${cs.slug}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(cs.seo.title)
      expect(decode(meta(html, 'name', 'description'))).toBe(cs.seo.description)
      expect(decode(meta(html, 'property', 'og:title'))).toBe(cs.seo.title)
      const image = meta(html, 'property', 'og:image') ?? ''
      expect(image.split('/').pop()).toBe(`${cs.seo.image.replace('media:', '')}.png`)
      expect(meta(html, 'property', 'og:image:type')).toBe('image/png')
      // The Open Graph image is absolute, and served.
      const served = await fetch(new URL(new URL(image).pathname, baseUrl()))
      expect(served.status).toBe(200)
    })
  }
})
