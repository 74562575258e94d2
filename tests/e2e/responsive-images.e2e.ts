import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser, VIEWPORTS } from './browser'

const browser = useBrowser()

interface Shown {
  src: string
  currentSrc: string
  srcset: string
  sizes: string
  width: string | null
  height: string | null
}

/** Scrolls an image into view (lazy images load then) and reads what the browser chose. */
async function shown(page: Page, selector: string): Promise<Shown> {
  const img = page.locator(selector).first()
  await img.scrollIntoViewIfNeeded()
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc))
    .toBeTruthy()
  return img.evaluate((el: HTMLImageElement) => ({
    src: el.getAttribute('src') ?? '',
    currentSrc: new URL(el.currentSrc).pathname,
    srcset: el.getAttribute('srcset') ?? '',
    sizes: el.getAttribute('sizes') ?? '',
    width: el.getAttribute('width'),
    height: el.getAttribute('height'),
  }))
}

const uploads = '/wp-content/uploads/2025/03'

describe('responsive images from WordPress’s generated sizes', () => {
  it('a gallery image in the editor’s HTML: phone-sized on a phone, large on a desktop', async () => {
    const chosen: Record<string, string> = {}
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { page, context, errors } = await openPage(browser(), '/how-we-work', viewport)
      const img = await shown(page, 'img.wp-image-3439')
      expect(img).toMatchObject({
        src: `${uploads}/about-grid-0-1024x768.jpg`,
        width: '1024',
        height: '768',
        sizes: '(max-width: 1024px) 100vw, 1024px',
        srcset: [
          `${uploads}/about-grid-0-300x225.jpg 300w`,
          `${uploads}/about-grid-0-768x576.jpg 768w`,
          `${uploads}/about-grid-0-1024x768.jpg 1024w`,
          `${uploads}/about-grid-0-1536x1152.jpg 1536w`,
          `${uploads}/about-grid-0.jpg 1600w`,
        ].join(', '),
      })
      chosen[name] = img.currentSrc
      // Six levels down, in what WordPress rendered for a [caption] shortcode: sized the same way.
      const deep = await shown(page, 'main .wp-column .wp-group .wp-group figure.wp-caption img')
      expect(deep).toMatchObject({
        src: `${uploads}/about-grid-1-768x576.jpg`,
        width: '768',
        height: '576',
        sizes: '(max-width: 768px) 100vw, 768px',
      })
      expect(deep.srcset.split(', ')).toHaveLength(5)
      // Every image of the page reserves its space: nothing shifts while they load.
      const unsized = await page
        .locator('main img')
        .evaluateAll((all) =>
          all
            .filter((el) => !el.getAttribute('width') || !el.getAttribute('height'))
            .map((el) => el.outerHTML),
        )
      expect(unsized).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    }
    // A 375 px screen takes a copy a fraction of the 1600 px original's size.
    expect(chosen.mobile).toMatch(/-(300x225|768x576)\.jpg$/)
    expect(chosen.desktop).toMatch(/-(1024x768|1536x1152)\.jpg$|about-grid-0\.jpg$/)
    expect(chosen.mobile).not.toBe(chosen.desktop)
  })

  it('custom blocks’ images carry the srcset too, with the block’s own sizes', async () => {
    const { page, context, errors } = await openPage(browser(), '/about', VIEWPORTS.mobile)
    const hero = await shown(page, '.image-grid img')
    expect(hero).toMatchObject({
      src: `${uploads}/about-grid-0.jpg`,
      width: '1600',
      height: '1200',
      sizes: '(min-width: 1024px) 25vw, 50vw',
    })
    expect(hero.srcset).toContain(`${uploads}/about-grid-0-300x225.jpg 300w`)
    // Half of a 375 px screen: the 300 or 768 px copy, never the original.
    expect(hero.currentSrc).toMatch(/-(300x225|768x576)\.jpg$/)
    // The main image's preload names the srcset: a phone never preloads the 1600 px original.
    const link = (await fetch(`${baseUrl()}/about`)).headers.get('link') ?? ''
    expect(link).toContain(
      `<${uploads}/about-grid-0.jpg>; rel=preload; as=image; imagesrcset="${hero.srcset}"; imagesizes="(min-width: 1024px) 25vw, 50vw"`,
    )
    expect(errors).toEqual([])
    await context.close()
  })
})
