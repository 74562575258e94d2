import { remember } from './replay'

/** Events that mean a visitor is using an island: each starts its hydration at once. */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown', 'input', 'change', 'click', 'submit']

/**
 * Controls whose click means only what the island makes of it: held until the island can answer.
 * Links are not held: each has a real address that works before (and without) JavaScript.
 */
const ACTIVATABLE =
  'button, summary, [role="button"], [role="tab"], input[type="submit"], input[type="image"]'

const isIslandRoot = (root: HTMLElement) =>
  root.dataset.hydrated !== 'true' && root.dataset.hydrated !== 'failed'

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey

function isValueControl(
  el: EventTarget,
): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement
  )
}

/**
 * Listens (capturing, on the document) for the first use of an island that has not hydrated yet:
 * it hydrates that island now, and keeps what the visitor did to replay it once the island is live.
 * A click on a control is held (it must not act as a page without JavaScript would, nor twice), a
 * changed field keeps its value in the page and is handed to the island when it is ready.
 */
export function hydrateOnInteraction(hydrateNow: (root: HTMLElement) => void): void {
  const onEvent = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null
    const root = target?.closest<HTMLElement>('[data-island]')
    if (!target || !root || !isIslandRoot(root)) return
    hydrateNow(root)
    if (event.type === 'click' && event instanceof MouseEvent && isPlainClick(event)) {
      const control = target.closest<HTMLElement>(ACTIVATABLE)
      if (!control || !root.contains(control)) return
      event.preventDefault()
      event.stopPropagation()
      remember(root, { kind: 'click', target: control })
    } else if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault()
      event.stopPropagation()
      const submitter = (event as SubmitEvent).submitter
      remember(root, { kind: 'submit', form: target, submitter })
    } else if ((event.type === 'change' || event.type === 'input') && isValueControl(target)) {
      event.stopPropagation()
      remember(root, { kind: 'value', control: target })
    }
  }
  for (const type of FIRST_TOUCH) document.addEventListener(type, onEvent, { capture: true })
}
