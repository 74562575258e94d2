import { describe, expect, it } from 'vitest'
import { PageStyles } from '../../../worker/render/site-styles'

/** A stylesheet as scripts/lib/style-rules.mjs describes it. */
const styles = () =>
  new PageStyles({
    rules: [
      { css: ':root{--ink:#10213a}' },
      { css: '.hero{padding:3rem 0}', needs: [['hero']] },
      { css: '.card,.tile{border:1px solid}', needs: [['card'], ['tile']] },
      { css: '.grid .card{gap:1rem}', needs: [['grid', 'card']] },
      { at: '@media (min-width:768px)', css: '.hero{padding:5rem 0}', needs: [['hero']] },
      { at: '@media (min-width:768px)', css: '.grid{display:grid}', needs: [['grid']] },
      { at: '@media (min-width:768px)', css: '.card{padding:2rem}', needs: [['card']] },
      { css: '.is-sent{color:green}', needs: [['is-sent']] },
      { css: '.x{content:"</style><script>"}', needs: [['x']] },
    ],
    islandClasses: { form: ['is-sent'] },
  })

/** A rendered page with its styles in the slot, as the response sends its pieces. */
const page = (s: PageStyles, body: string) =>
  s
    .pieces(`<html><head><style nonce="n">${s.slot}</style></head><body>${body}</body></html>`)
    .join('')

const carried = (html: string) => /<style nonce="n">(.*)<\/style><\/head>/s.exec(html)?.[1]

describe('the stylesheet a page carries', () => {
  it('keeps rules without classes, and those whose classes the page holds, in their order', () => {
    const html = page(styles(), '<section class="hero"><p class="tile  other">Hi</p></section>')
    expect(carried(html)).toBe(
      ':root{--ink:#10213a}.hero{padding:3rem 0}.card,.tile{border:1px solid}' +
        '@media (min-width:768px){.hero{padding:5rem 0}}',
    )
  })

  it('needs every class of a compound selector', () => {
    const s = styles()
    expect(carried(page(s, '<div class="grid"></div>'))).not.toContain('.grid .card')
    expect(carried(page(s, '<div class="grid"><a class="card"></a></div>'))).toBe(
      ':root{--ink:#10213a}.card,.tile{border:1px solid}.grid .card{gap:1rem}' +
        '@media (min-width:768px){.grid{display:grid}.card{padding:2rem}}',
    )
  })

  it('reads class names apart at any whitespace, and at the ends of the value', () => {
    const s = styles()
    const css = carried(page(s, '<div class="  grid\tlist\n card  "></div><b class="hero"></b>'))
    expect(css).toContain('.grid .card{gap:1rem}')
    expect(css).toContain('.hero{padding:3rem 0}')
    expect(carried(page(s, '<div class="gridcard"></div>'))).not.toContain('.grid')
  })

  it('keeps what the scripts of the islands on the page can add', () => {
    const s = styles()
    expect(carried(page(s, '<div data-island="form" class="site-form"></div>'))).toContain(
      '.is-sent{color:green}',
    )
    expect(carried(page(s, '<div data-island="other"></div>'))).not.toContain('.is-sent')
  })

  it('never lets a rule close its style element', () => {
    const html = page(styles(), '<b class="x"></b>')
    expect(carried(html)).toContain('.x{content:"<\\/style><script>"}')
    expect(html.match(/<\/style>/g)).toHaveLength(1)
  })

  it('fills only its own slot: content cannot name it, and the whole stylesheet has every rule', () => {
    const s = styles()
    expect(s.slot).not.toBe(styles().slot)
    const html = page(s, `<p class="hero">/*page-styles:guess*/</p>`)
    expect(html).toContain('<p class="hero">/*page-styles:guess*/</p>')
    expect(s.all).toContain('.is-sent{color:green}')
    expect(s.all).toContain('@media (min-width:768px){.hero{padding:5rem 0}.grid{display:grid}')
  })

  it('reads each page by its own class values, however many pages came before', () => {
    const s = styles()
    expect(carried(page(s, '<div class="grid card"></div>'))).toContain('.grid .card{gap:1rem}')
    // The words of a value seen before are its own: `grid` alone keeps no `.grid .card`.
    expect(carried(page(s, '<div class="grid"></div>'))).not.toContain('.grid .card')
    for (let i = 0; i < 5000; i++) page(s, `<div class="other-${i}"></div>`)
    expect(carried(page(s, '<div class="grid card"></div>'))).toContain('.grid .card{gap:1rem}')
    expect(carried(page(s, '<div class="tile"></div>'))).toBe(
      ':root{--ink:#10213a}.card,.tile{border:1px solid}',
    )
  })
})

describe('the space of a page with Cyrillic text', () => {
  it('comes, while the brand font loads, from faces as wide as its space: on such a page only', () => {
    const s = styles()
    const latin = carried(page(s, '<p class="hero">Careers in Serbia</p>')) ?? ''
    const cyrillic = carried(page(s, '<p class="hero">Каријера у Србији</p>')) ?? ''
    expect(latin).not.toContain('@font-face')
    expect(cyrillic.startsWith(latin)).toBe(true)
    const faces = cyrillic.slice(latin.length).match(/@font-face\{[^}]*\}/g) ?? []
    // Each fallback family (Arial's metric twins, Roboto, DejaVu Sans) at each weight it has.
    expect(faces).toHaveLength(12)
    for (const face of faces) expect(face).toMatch(/;unicode-range:U\+20\}$/)
    // DejaVu Sans's space (651/2048 em) set at Plus Jakarta Sans's (0.17 em) at 400.
    expect(
      faces.find((f) => f.includes("'Plus Jakarta Sans Fallback DejaVu';font-weight:400")),
    ).toContain('size-adjust:53.48%')
  })
})
