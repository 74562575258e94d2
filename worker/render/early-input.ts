/** Written by scripts/build-client.mjs from src/client/early-input.ts. */
const EARLY_INPUT = '/assets/early-input.js'

/** Text that could end the inline `<script>` early or open a comment state inside it. */
const UNSAFE_IN_SCRIPT = /<\/script|<!--/i

let kept: Promise<string | null> | undefined

/** The script's text as it can stand inside `<script>`, or null when it cannot. */
export function fitForInline(text: string): string | null {
  const trimmed = text.trim()
  return trimmed && !UNSAFE_IN_SCRIPT.test(trimmed) ? trimmed : null
}

/**
 * The early input script's text, inlined into pages with islands (src/blocks/ui/early-input.tsx),
 * read once per isolate from the static assets. Without the assets binding (unit tests) or when the
 * read fails, pages go without: the runtime then catches input from when it runs.
 */
export function earlyInputScript(assets: Fetcher | undefined): Promise<string | null> {
  if (!assets) return Promise.resolve(null)
  kept ??= assets
    .fetch(new Request(`https://assets.invalid${EARLY_INPUT}`))
    .then(async (res) => (res.ok ? fitForInline(await res.text()) : null))
    .catch(() => null)
    .then((text) => {
      // A failed read is tried again by the next page, not kept for the isolate's life.
      if (text === null) kept = undefined
      return text
    })
  return kept
}
