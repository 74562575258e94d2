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

/** A list filter the address names (`?country=Serbia`): applied at once, wherever the list is. */
function filterNamedByUrl(root: HTMLElement): boolean {
  const { param } = JSON.parse(root.dataset.props ?? '{}') as { param?: unknown }
  return typeof param === 'string' && new URLSearchParams(window.location.search).has(param)
}

const schedule = () => {
  const filters = document.querySelectorAll<HTMLElement>('[data-island="filter-controls"]')
  for (const root of filters) if (filterNamedByUrl(root)) void hydrate(root)
  scheduleIslands(hydrate, waitsForVisitor)
}

// The module may run before the document has finished streaming in: islands are found once it has.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', schedule, { once: true })
} else {
  schedule()
}
