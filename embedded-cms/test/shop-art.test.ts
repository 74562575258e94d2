import { describe, expect, it } from 'vitest'
import media from '../content/media.json'
import { MEDIA_FILES } from '../src/media/files'

/** The SVG text of a demo picture, by its media key. */
const svgOf = (key: string) => {
  const file = (media as Record<string, { file: string }>)[key]?.file ?? ''
  return new TextDecoder().decode(MEDIA_FILES[file])
}

/** The box of the first `<rect>` inside the group marked `data-part="<part>"`. */
function partBox(svg: string, part: string) {
  const group = new RegExp(`<g data-part="${part}">\\s*<rect\\b([^>]*)>`).exec(svg)?.[1]
  if (!group) return undefined
  const n = (name: string) => Number(new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(group)?.[1])
  return { x: n('x'), y: n('y'), width: n('width'), height: n('height') }
}

/** The goods a picture's shop tiles show, in order (the first is the banner's). */
const goodsIn = (svg: string) => [...svg.matchAll(/data-good="([a-z-]+)"/g)].map((m) => m[1])

describe('shop and checkout pictures of the demo case studies (design review, 39.3)', () => {
  // Subscription checkouts whose desktop screen shows three plans, one chosen.
  const checkouts = ['magazine-subscription-paywall', 'subscription-box-platform']

  it.each(checkouts)(
    "%s: the chosen plan's badge stands clear of the plan's name, a spacing step above it",
    (slug) => {
      const svg = svgOf(`cs-${slug}-detail-1`)
      const badge = partBox(svg, 'badge')
      const title = partBox(svg, 'chosen-plan-title')
      if (!badge || !title) throw new Error(`no badge or no chosen plan's name in cs-${slug}`)
      // 16 units of a 1200-unit picture: the 8 px step where the picture is shown at half size.
      expect(title.y - (badge.y + badge.height)).toBeGreaterThanOrEqual(16)
    },
  )

  // What each shop sells, as its screen's description says (case-study-products.mjs).
  const shops: [string, string[]][] = [
    ['headless-storefront-migration', ['sofa', 'armchair', 'lamp', 'side-table']],
    ['marketplace-for-spare-parts', ['brake-disc', 'tyre', 'spark-plug', 'battery']],
    ['product-search-relevance', ['jacket', 'boot', 'tent', 'backpack']],
  ]

  it.each(shops)(
    '%s: the product tiles show goods of its trade, four different ones',
    (slug, trade) => {
      const goods = goodsIn(svgOf(`cs-${slug}-detail-1`))
      // The banner's good, then a row of four tiles.
      expect(goods.length).toBe(5)
      for (const good of goods) expect(trade).toContain(good)
      expect(new Set(goods.slice(1)).size).toBe(4)
    },
  )
})
