import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { headingText } from '../../../src/blocks/ui/HeadingText'
import { headingRuns, SAFE_EM, textEm } from '../../../src/blocks/ui/word-pairs'

const h2 = (text: string) => renderToStaticMarkup(<h2>{headingText(text)}</h2>)
const keep = (text: string) => ({ keep: 'keep', text })

describe('headings keep their first and last words in pairs', () => {
  it('keeps the last two words together, and the first two when four or more leave a break between', () => {
    expect(headingRuns('Subscribe to our blog')).toEqual([
      keep('Subscribe to'),
      ' ',
      keep('our blog'),
    ])
    expect(h2('Acceptance of these terms')).toBe(
      '<h2><span class="keep">Acceptance of</span> <span class="keep">these terms</span></h2>',
    )
    expect(h2('Get in touch')).toBe('<h2>Get <span class="keep">in touch</span></h2>')
  })

  it('leaves one or two words as they are', () => {
    expect(h2('Benefits')).toBe('<h2>Benefits</h2>')
    expect(h2("Let's talk")).toBe('<h2>Let&#x27;s talk</h2>')
  })

  it('keeps a pair too wide for the narrowest heading only where its heading is wide enough', () => {
    expect(textEm('engineering newsletter')).toBeGreaterThan(SAFE_EM)
    expect(h2('Get our engineering newsletter')).toBe(
      '<h2><span class="keep">Get our</span> <span class="keep-120">engineering newsletter</span></h2>',
    )
  })

  it('leaves two very long words alone', () => {
    expect(headingRuns('Our internationalisation counterrevolutionaries')).toEqual([
      'Our internationalisation counterrevolutionaries',
    ])
  })

  it('counts words joined by a no-break space as one word', () => {
    expect(headingRuns('Northwind\u00a0Labs careers')).toEqual(['Northwind\u00a0Labs careers'])
  })

  it('measures an accented letter as its base letter, and escapes text as React does', () => {
    expect(textEm('Beograd, Novi Sad')).toBe(textEm('Beogräd, Növi Sad'))
    expect(h2('R&D <for> teams')).toBe(
      '<h2>R&amp;D <span class="keep">&lt;for&gt; teams</span></h2>',
    )
  })
})
