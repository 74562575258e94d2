import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardText } from '../../../src/blocks/ui/CardText'
import { CARD_TEXT_MAX, truncate } from '../../../src/blocks/ui/truncate'
import { query, texts } from './render-fixture'

describe('card text is truncated at 70 characters (spec section 9)', () => {
  it('keeps text of 70 characters or fewer as it is', () => {
    expect(CARD_TEXT_MAX).toBe(70)
    const seventy = 'x'.repeat(70)
    expect(truncate(seventy)).toBe(seventy)
    expect(truncate('  Fleet telemetry platform ')).toBe('Fleet telemetry platform')
  })

  it('cuts longer text to at most 70 characters, ellipsis included, at a word boundary', () => {
    const cut = truncate(
      'Fleet telemetry platform for a regional carrier with four hundred trucks on the road',
    )
    expect(cut).toBe('Fleet telemetry platform for a regional carrier with four hundred…')
    expect(Array.from(cut).length).toBeLessThanOrEqual(70)
  })

  it('ends the cut at the end of a phrase, never after "and a" or "and four"', () => {
    expect(
      truncate(
        'Clinic scheduling that patients like: online booking, reminders and a shorter waiting list',
      ),
    ).toBe('Clinic scheduling that patients like: online booking, reminders…')
    expect(
      truncate('Instant payouts for gig workers across nine European markets and four currencies'),
    ).toBe('Instant payouts for gig workers across nine European markets…')
    expect(
      truncate(
        'Data warehouse migration for Harbor City Council, from nightly batches to streaming',
      ),
    ).toBe('Data warehouse migration for Harbor City Council…')
    // Never shorter than half the limit for it: then the cut stays at the word boundary.
    expect(truncate(`Supercalifragilistic ${'of the '.repeat(12)}`)).toBe(
      'Supercalifragilistic of the of the of the of the of the of the of the…',
    )
  })

  it('cuts inside a word only when the text has no word boundary near the limit', () => {
    const long = 'a'.repeat(100)
    expect(truncate(long)).toBe(`${'a'.repeat(69)}…`)
  })

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const text = `${'🚚'.repeat(80)}`
    const cut = truncate(text)
    expect(Array.from(cut)).toHaveLength(70)
    expect(cut.endsWith('🚚…')).toBe(true)
  })

  it('shows the cut text, and keeps the full text in a tooltip and for screen readers, only when cut', async () => {
    const long =
      'Data warehouse migration for Harbor City Council, from nightly batches to streaming'
    const html = renderToStaticMarkup(
      <>
        <CardText as="h3" className="case-title" text={long} />
        <CardText className="project-title" text="Fleet telemetry platform" />
      </>,
    )
    const [cut] = await query(html, 'h3.case-title')
    expect(cut?.attrs.title).toBe(long)
    // A visitor sees the cut; a screen reader reads the whole title instead.
    expect(await texts(html, 'h3.case-title > [aria-hidden="true"]')).toEqual([
      'Data warehouse migration for Harbor City Council…',
    ])
    expect(await texts(html, 'h3.case-title > .sr-only')).toEqual([long])
    const [kept] = await query(html, 'span.project-title')
    expect(kept?.attrs.title).toBeUndefined()
    expect(kept?.text).toBe('Fleet telemetry platform')
    expect(await texts(html, 'span.project-title span')).toEqual([])
  })
})
