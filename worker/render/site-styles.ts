/**
 * The site's stylesheet, read once per isolate from the static assets and inlined into every page:
 * a first visit paints after one round trip instead of two (the stylesheet would be a second,
 * render-blocking request). Without the assets binding (unit tests) or when the read fails, pages
 * link the file as before.
 */
export const SITE_STYLESHEET = '/assets/site.css'

let kept: Promise<string | null> | undefined

export function siteStyles(assets: Fetcher | undefined): Promise<string | null> {
  if (!assets) return Promise.resolve(null)
  kept ??= assets
    .fetch(new Request(`https://assets.invalid${SITE_STYLESHEET}`))
    .then((res) => (res.ok ? res.text() : null))
    .catch(() => null)
    .then((css) => {
      // A failed read is tried again by the next page, not kept for the isolate's life.
      if (css === null) kept = undefined
      return css
    })
  return kept
}
