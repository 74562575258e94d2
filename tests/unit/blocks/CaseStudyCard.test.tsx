import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { caseStudySummarySchema } from '../../../src/cms/operations/case-studies'
import { CaseStudyCard } from '../../../src/blocks/ui/CaseStudyCard'
import { query, texts } from './render-fixture'

const summary = (featuredImage: unknown) =>
  caseStudySummarySchema.parse({
    id: 'case_study:900',
    databaseId: 900,
    slug: 'permit-applications-online',
    uri: '/case-studies/permit-applications-online/',
    status: 'publish',
    title: 'Permit applications online',
    tags: { nodes: [{ name: 'Public Sector', slug: 'public-sector' }] },
    featuredImage,
  })

describe('a case study card (18.10)', () => {
  it('shows the featured image when the study has one', async () => {
    const html = renderToStaticMarkup(
      <CaseStudyCard
        cs={summary({
          node: { sourceUrl: '/wp-content/uploads/p.svg', altText: 'Permit screens' },
        })}
      />,
    )
    expect(await query(html, '.case-card img')).toHaveLength(1)
    expect(await query(html, '.case-cover')).toEqual([])
  })

  it('draws a cover of the same size with its first tag when it has none', async () => {
    const html = renderToStaticMarkup(<CaseStudyCard cs={summary(null)} />)
    expect(await query(html, '.case-card img')).toEqual([])
    const [cover] = await query(html, '.case-card .case-cover')
    expect(cover?.attrs['aria-hidden']).toBe('true')
    expect(cover?.attrs['data-hue']).toMatch(/^[0-5]$/)
    expect(await texts(html, '.case-cover-tag')).toEqual(['Public Sector'])
    // The card still names its study: the title, then the tags line.
    expect(await texts(html, '.case-title')).toEqual(['Permit applications online'])
  })
})
