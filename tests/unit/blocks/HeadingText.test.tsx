import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { headingText } from '../../../src/blocks/ui/HeadingText'
import { headingRuns, SAFE_EM, textEm } from '../../../src/blocks/ui/word-pairs'

const h2 = (text: string) => renderToStaticMarkup(<h2>{headingText(text)}</h2>)
/** U+00A0 written visibly, so an expectation shows where the no-break spaces are. */
const nb = (text: string) => text.replace(/_/g, '\u00a0')

describe('headings keep their first and last words in pairs', () => {
  it('joins the first two and the last two words of four or more by no-break spaces', () => {
    expect(headingRuns('Subscribe to our blog')).toEqual([nb('Subscribe_to our_blog')])
    expect(h2('Acceptance of these terms')).toBe(nb('<h2>Acceptance_of these_terms</h2>'))
    expect(h2('What you get after discovery')).toBe(nb('<h2>What_you get after_discovery</h2>'))
  })

  it('keeps the heading one text node: no element of its own for a short pair', () => {
    expect(headingText('Subscribe to our blog')).toBe(nb('Subscribe_to our_blog'))
  })

  it('leaves one to three words as they are: on two lines, three always leave one alone', () => {
    expect(h2('Benefits')).toBe('<h2>Benefits</h2>')
    expect(h2("Let's talk")).toBe('<h2>Let&#x27;s talk</h2>')
    expect(h2('Frequently asked questions')).toBe('<h2>Frequently asked questions</h2>')
  })

  it('keeps a pair too wide for the narrowest heading in a span, an inline block (base.css)', () => {
    expect(textEm('engineering newsletter')).toBeGreaterThan(SAFE_EM)
    expect(h2('Get our engineering newsletter')).toBe(
      nb('<h2>Get_our <span class="keep">engineering newsletter</span></h2>'),
    )
  })

  it('keeps two very long words in a span too: they wrap inside it only where they cannot fit', () => {
    expect(headingRuns('Our team of internationalisation counterrevolutionaries')).toEqual([
      nb('Our_team of '),
      { keep: 'keep', text: 'internationalisation counterrevolutionaries' },
    ])
  })

  it('counts words joined by a no-break space as one word', () => {
    expect(headingRuns(nb('Careers at Northwind_Labs'))).toEqual([nb('Careers at Northwind_Labs')])
    expect(textEm(nb('Novi_Sad'))).toBe(textEm('Novi Sad'))
  })

  it('joins words set apart by several spaces with one no-break space', () => {
    expect(headingRuns('Get in \n touch  today')).toEqual([nb('Get_in \n touch_today')])
  })

  it('measures an accented letter as its base letter, and escapes text as React does', () => {
    expect(textEm('Beograd, Novi Sad')).toBe(textEm('Beogräd, Növi Sad'))
    expect(h2('R&D <for> all teams')).toBe(nb('<h2>R&amp;D_&lt;for&gt; all_teams</h2>'))
  })
})
