import type { Pending } from './capture'

/**
 * What a visitor did inside an island before it hydrated, done again once it has: nothing a
 * visitor does is lost because the JavaScript was not there yet.
 */

/** An action with where its element sat in the island, to find it again if it was replaced. */
interface Kept {
  action: Pending
  /** Child indexes from the island's root to the action's element. */
  path: number[]
}

const queues = new WeakMap<HTMLElement, Kept[]>()

const elementOf = (action: Pending): HTMLElement =>
  action.kind === 'click' ? action.target : action.kind === 'submit' ? action.form : action.control

function pathOf(root: HTMLElement, el: Element): number[] {
  const path: number[] = []
  for (let at: Element | null = el; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) break
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at))
  }
  return path
}

/**
 * The element an action was made on, as the live island has it: the same node, or, where the island
 * rendered its markup afresh (React recovering from a hydration mismatch replaces the server's
 * nodes), the element of the same kind in the same place.
 */
function locate<T extends Element>(root: HTMLElement, el: T, path: number[]): T | null {
  if (el.isConnected && root.contains(el)) return el
  let at: Element | undefined = root
  for (const index of path) at = at?.children[index]
  return at && at.tagName === el.tagName ? (at as T) : null
}

export function remember(root: HTMLElement, action: Pending): void {
  const queue = queues.get(root) ?? []
  // A control changed twice needs one replay with its latest value.
  if (
    action.kind === 'value' &&
    queue.some((k) => k.action.kind === 'value' && k.action.control === action.control)
  )
    return
  queue.push({ action, path: pathOf(root, elementOf(action)) })
  queues.set(root, queue)
}

function take(root: HTMLElement): Kept[] {
  const queue = queues.get(root) ?? []
  queues.delete(root)
  return queue
}

type ValueControl = Extract<Pending, { kind: 'value' }>['control']
type TextElement = HTMLInputElement | HTMLTextAreaElement

/** Sets a text control's value without telling React, which tracks values set by assignment. */
function setUntracked(control: TextElement, value: string): void {
  const proto = Object.getPrototypeOf(control) as object
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value)
}

/**
 * Hands a change made before hydration (on `from`, the control the visitor used) to the hydrated
 * island's `control` (the same one, or the one that replaced it). React adopts the value it finds in
 * the DOM without an onChange, so the island's state would not know it (and a later render would
 * overwrite it): undo the change the way React sees assignments, then redo it the way a visitor
 * does, so the island receives the very change event it would have received.
 */
function replayValue(control: ValueControl, from: ValueControl): void {
  const bubbles = { bubbles: true }
  if (control instanceof HTMLSelectElement) {
    if (control !== from) control.value = from.value
    control.dispatchEvent(new Event('input', bubbles))
    control.dispatchEvent(new Event('change', bubbles))
    return
  }
  if (control instanceof HTMLInputElement && from instanceof HTMLInputElement) {
    if (control.type === 'file') {
      if (control !== from && from.files) control.files = from.files
      control.dispatchEvent(new Event('input', bubbles))
      control.dispatchEvent(new Event('change', bubbles))
      return
    }
    if (control.type === 'checkbox' || control.type === 'radio') {
      // A click toggles it back and is the event React reads a checkbox's change from.
      control.checked = !from.checked
      control.click()
      return
    }
  }
  const value = from.value
  control.value = value === control.defaultValue ? `${value}\u0000` : control.defaultValue
  setUntracked(control, value)
  control.dispatchEvent(new Event('input', bubbles))
}

/** Does again, in order, what the visitor did before the island hydrated. */
export function replay(root: HTMLElement): void {
  for (const { action, path } of take(root)) {
    try {
      if (action.kind === 'value') {
        const control = locate(root, action.control, path)
        if (control) replayValue(control, action.control)
      } else if (action.kind === 'click') {
        locate(root, action.target, path)?.click()
      } else {
        const form = locate(root, action.form, path)
        const submitter = action.submitter?.isConnected ? action.submitter : null
        form?.requestSubmit(submitter && form.contains(submitter) ? submitter : null)
      }
    } catch (err) {
      console.error('could not replay an early interaction', err)
    }
  }
}

/** The island could not hydrate: let the browser do what it would have done without JavaScript. */
export function replayNatively(root: HTMLElement): void {
  for (const { action } of take(root)) {
    if (action.kind === 'click' && action.target.isConnected) action.target.click()
    else if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit()
  }
}
