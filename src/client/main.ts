import { trapDialogFocus } from './dialog-focus'
import { hydrate } from './hydrate'
import { hydrateOnInteraction } from './interaction'
import { isIslandName, islandLoaders } from './islands'
import { scheduleIslands } from './schedule'

// From the first moment, an island someone uses hydrates at once and replays what they did.
hydrateOnInteraction((root) => void hydrate(root))
trapDialogFocus()

const waitsForVisitor = (root: HTMLElement) => {
  const name = root.dataset.island ?? ''
  return isIslandName(name) && islandLoaders[name].waitsForVisitor
}
const schedule = () => scheduleIslands(hydrate, waitsForVisitor)

// The module may run before the document has finished streaming in: islands are found once it has.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', schedule, { once: true })
} else {
  schedule()
}
