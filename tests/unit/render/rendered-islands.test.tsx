import { describe, expect, it } from 'vitest'
import { Island } from '../../../src/blocks/ui/Island'
import { RenderedIslandsContext } from '../../../src/blocks/ui/rendered-islands'
import { PageStyles } from '../../../worker/render/site-styles'
import { renderInOnePass } from '../../../worker/render/stream'

const styles = new PageStyles({
  rules: [
    { css: '.card{padding:1rem}', needs: [['card']] },
    { css: '.is-copied{color:green}', needs: [['is-copied']] },
    { css: '.is-open{display:block}', needs: [['is-open']] },
  ],
  islandClasses: { 'copy-link': ['is-copied'], 'reveal-more': ['is-open'] },
})

function page(islands: Set<string>, withReveal: boolean) {
  return (
    <RenderedIslandsContext value={islands}>
      <html lang="en">
        <head>
          <style>{styles.slot}</style>
        </head>
        <body>
          <p className="card">Hi</p>
          <Island name="copy-link" props={{ url: 'https://www.example.test/a' }}>
            <button type="button">Copy link</button>
          </Island>
          {withReveal && (
            <Island name="reveal-more" props={{ targetId: 'more', label: 'Load more' }}>
              <div id="more" />
            </Island>
          )}
        </body>
      </html>
    </RenderedIslandsContext>
  )
}

describe('the islands a render collects for the page styles', () => {
  it('are those in its markup: the styles are the same as when the markup is read for them', () => {
    for (const withReveal of [true, false]) {
      const islands = new Set<string>()
      const html = renderInOnePass(page(islands, withReveal)) ?? ''
      expect([...islands].sort()).toEqual(withReveal ? ['copy-link', 'reveal-more'] : ['copy-link'])
      const collected = styles.pieces(html, islands).join('')
      expect(collected).toBe(styles.pieces(html).join(''))
      expect(collected).toContain('.is-copied{color:green}')
      expect(collected.includes('.is-open{display:block}')).toBe(withReveal)
    }
  })

  it('decide which island classes a page keeps', () => {
    const html = `<html><head><style>${styles.slot}</style></head><body><p class="card"></p></body></html>`
    expect(styles.pieces(html, new Set(['reveal-more'])).join('')).toContain('.is-open{')
    expect(styles.pieces(html, new Set()).join('')).not.toContain('.is-open{')
  })
})
