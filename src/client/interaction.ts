import { earlyInput } from './capture'
import { remember } from './replay'

/**
 * Hydrates an island the moment a visitor uses it, and keeps what they did to replay it once the
 * island is live: what the early input script caught before this runtime arrived, then everything
 * after (src/client/capture.ts).
 */
export function hydrateOnInteraction(hydrateNow: (root: HTMLElement) => void): void {
  earlyInput().connect(({ root, action }) => {
    if (action) remember(root, action)
    hydrateNow(root)
  })
}
