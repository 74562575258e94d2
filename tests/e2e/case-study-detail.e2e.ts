import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseUrl, openPage, useBrowser } from './browser'

const browser = useBrowser()

interface DemoCaseStudy {
  slug: string
  blocks: {
    name: string
    attributes?: { tags?: string[]; sections?: { video?: string | null }[] }
  }[]
}
const caseStudies = JSON.parse(
  readFileSync(new URL('../../embedded-cms/content/case-studies.json', import.meta.url), 'utf8'),
) as DemoCaseStudy[]
const tagsOf = (cs: DemoCaseStudy) =>
  cs.blocks.find((b) => b.name === 'custom/tag-list')?.attributes?.tags ?? []
const withTags = (n: number) => {
  const found = caseStudies.find((cs) => tagsOf(cs).length === n)
  if (!found) throw new Error(`no demo case study with ${n} tags`)
  return found
}
const withVideo = caseStudies.find((cs) =>
  cs.blocks.some((b) => b.attributes?.sections?.some((s) => !!s.video)),
)

describe('case study tag list', () => {
  it("shows the first 3 tags and 'View More' when there are more than 4", async () => {
    const cs = withTags(6)
    const { page, context } = await openPage(browser(), `/case-studies/${cs.slug}`)
    const list = page.locator('.section:has(> .container > .tag-chips)')
    await list.scrollIntoViewIfNeeded()
    await page.waitForSelector('.reveal-more[data-hydrated="true"]')
    expect(await list.locator('.tag-chips li:visible').allTextContents()).toEqual(
      tagsOf(cs).slice(0, 3),
    )
    await list.getByRole('button', { name: 'View More' }).click()
    expect(await list.locator('.tag-chips li:visible').allTextContents()).toEqual(tagsOf(cs))
    await context.close()
  })

  it('shows 4 tags at once, without a button', async () => {
    const cs = withTags(4)
    const { page, context } = await openPage(browser(), `/case-studies/${cs.slug}`)
    const list = page.locator('.section:has(> .container > .tag-chips)')
    expect(await list.locator('.tag-chips li:visible').allTextContents()).toEqual(tagsOf(cs))
    expect(await list.getByRole('button', { name: 'View More' }).count()).toBe(0)
    await context.close()
  })
})

describe('project details video', () => {
  async function open(reducedMotion: boolean) {
    const context = await browser().newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    })
    const page = await context.newPage()
    await page.goto(new URL(`/case-studies/${withVideo?.slug}`, baseUrl()).toString())
    const video = page.locator('.project-details video')
    await video.scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-island="loop-video"][data-hydrated="true"]')
    const playback = () =>
      video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))
    return { context, page, video, playback }
  }

  it('is muted, looping, with controls and no autoplay attribute, and its file is served', async () => {
    expect(withVideo).toBeDefined()
    const { context, video } = await open(true)
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      controls: v.controls,
      autoplay: v.hasAttribute('autoplay'),
      src: v.currentSrc,
    }))
    expect(state).toMatchObject({ muted: true, loop: true, controls: true, autoplay: false })
    const file = await fetch(state.src)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('video/mp4')
    await context.close()
  })

  it('plays on its own only when the visitor allows motion; with reduced motion it can be played', async () => {
    // The island has started (open waits for it): had it played the video, it would not be paused.
    const still = await open(true)
    expect(await still.playback()).toEqual({ paused: true, time: 0 })
    // The controls are there: a visitor who reduces motion can still start it.
    await still.video.evaluate((v: HTMLVideoElement) => v.play())
    await expect.poll(async () => (await still.playback()).time).toBeGreaterThan(0)
    await still.context.close()

    const moving = await open(false)
    await expect.poll(async () => (await moving.playback()).time).toBeGreaterThan(0.2)
    expect((await moving.playback()).paused).toBe(false)
    await moving.context.close()
  })
})
