/**
 * What a visitor did inside an island before it hydrated, kept to be done again once it has.
 * This module runs twice over: inlined in the page as the early input script (src/client/early-input.ts,
 * so input is caught from the moment the page shows, before the runtime has even downloaded), and in
 * the runtime, which connects to it (or installs it, where the page carries no early script).
 */
export type Pending =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'value'; control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement }

/** One use of an island; no action: a touch (a focus, a key, a press) that only starts it. */
export interface Captured {
  root: HTMLElement
  action: Pending | null
}

export interface EarlyInput {
  /** The visitor has engaged with the page (src/client/schedule.ts): islands may start. */
  engaged: boolean
  /** From now on, every capture goes to `sink`, starting with those made before. */
  connect(sink: (captured: Captured) => void): void
  /** Runs `run` once the visitor engages (at once if they already have). */
  whenEngaged(run: () => void): void
}

/** Where the early input script leaves its handle for the runtime. */
export const EARLY_INPUT_KEY = '__earlyInput'

/** Events that mean a visitor is using an island: each starts its hydration at once. */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown', 'input', 'change', 'click', 'submit']

/**
 * What shows that someone is using the page: from then on React (and the animation player) is worth
 * its cost. Counted from the first byte, so that a gesture made before the runtime arrived counts;
 * a value changed without a pointer or a key (an option picked from a phone's wheel, autofill)
 * counts too: the islands it feeds (the vacancy list under its filters) must not wait for another.
 */
const ENGAGEMENT = [
  'pointerdown',
  'touchstart',
  'wheel',
  'keydown',
  'focusin',
  'scroll',
  'input',
  'change',
  'click',
]
/**
 * A pointer moving counts only once the runtime is there, and only when it moved: the browser
 * sends one without any movement when a layout puts the page under a resting pointer, which is no
 * visitor (and which may come after the runtime).
 */
const HOVER = 'pointermove'

/**
 * Controls whose click means only what the island makes of it: held until the island can answer.
 * Links are not held: each has a real address that works before (and without) JavaScript.
 */
const ACTIVATABLE =
  'button, summary, [role="button"], [role="tab"], input[type="submit"], input[type="image"]'

const isLive = (root: HTMLElement) =>
  root.dataset.hydrated === 'true' || root.dataset.hydrated === 'failed'

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
 * What an event does to an island that is not live yet, or null when it is none of its business. A
 * click on a control and a submit are held (they must not act as a page without JavaScript would,
 * nor twice); a changed field keeps its value in the page and is handed to the island later, and
 * the island does not see the event meanwhile (a hydrating React would take it half-way).
 */
function capture(event: Event): Captured | null {
  const target = event.target instanceof Element ? event.target : null
  const root = target?.closest<HTMLElement>('[data-island]')
  if (!target || !root || isLive(root)) return null
  if (event.type === 'click' && event instanceof MouseEvent && isPlainClick(event)) {
    const control = target.closest<HTMLElement>(ACTIVATABLE)
    if (!control || !root.contains(control)) return { root, action: null }
    event.preventDefault()
    event.stopPropagation()
    return { root, action: { kind: 'click', target: control } }
  }
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    event.preventDefault()
    event.stopPropagation()
    const submitter = (event as SubmitEvent).submitter
    return { root, action: { kind: 'submit', form: target, submitter } }
  }
  if ((event.type === 'change' || event.type === 'input') && isValueControl(target)) {
    event.stopPropagation()
    return { root, action: { kind: 'value', control: target } }
  }
  return { root, action: null }
}

/**
 * Listens (capturing, on the document) for every use of an island that is not live yet, for the
 * page's life, and for the visitor's first sign of engagement. Until the runtime connects, what it
 * catches is queued.
 */
export function installEarlyInput(): EarlyInput {
  const listening = { capture: true, passive: true }
  const queue: Captured[] = []
  let sink: ((captured: Captured) => void) | null = null
  const waiting: (() => void)[] = []
  const input: EarlyInput = {
    engaged: false,
    connect(next) {
      sink = next
      for (const captured of queue.splice(0)) next(captured)
      if (!input.engaged) window.addEventListener(HOVER, onHover, listening)
    },
    whenEngaged(run) {
      if (input.engaged) run()
      else waiting.push(run)
    },
  }
  const onEvent = (event: Event) => {
    const captured = capture(event)
    if (!captured) return
    if (sink) sink(captured)
    else queue.push(captured)
  }
  const onEngaged = () => {
    if (input.engaged) return
    input.engaged = true
    for (const type of ENGAGEMENT) window.removeEventListener(type, onEngaged, listening)
    window.removeEventListener(HOVER, onHover, listening)
    for (const run of waiting.splice(0)) run()
  }
  // The browser's own move under a resting pointer (after a layout) has moved nothing.
  const onHover = (event: Event) => {
    const { movementX, movementY } = event as PointerEvent
    if (movementX || movementY) onEngaged()
  }
  for (const type of FIRST_TOUCH) document.addEventListener(type, onEvent, { capture: true })
  for (const type of ENGAGEMENT) window.addEventListener(type, onEngaged, listening)
  return input
}

/** The page's early input handle: the inlined script's, or one installed now. */
export function earlyInput(): EarlyInput {
  const w = window as unknown as Record<string, EarlyInput | undefined>
  return (w[EARLY_INPUT_KEY] ??= installEarlyInput())
}
