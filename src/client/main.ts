import { trapDialogFocus } from './dialog-focus'
import { hydrate } from './hydrate'
import { hydrateOnInteraction } from './interaction'
import { scheduleIslands } from './schedule'

// From the first moment, an island someone uses hydrates at once and replays what they did.
hydrateOnInteraction((root) => void hydrate(root))
trapDialogFocus()

// The module may run before the document has finished streaming in: islands are found once it has.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => scheduleIslands(hydrate), { once: true })
} else {
  scheduleIslands(hydrate)
}
