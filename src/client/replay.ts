import type { Pending } from './capture'

/**
 * What a visitor did inside an island before it hydrated, done again once it has: nothing a
 * visitor does is lost because the JavaScript was not there yet.
 */

const queues = new WeakMap<HTMLElement, Pending[]>()

export function remember(root: HTMLElement, action: Pending): void {
  const queue = queues.get(root) ?? []
  // A control changed twice needs one replay with its latest value.
  if (
    action.kind === 'value' &&
    queue.some((p) => p.kind === 'value' && p.control === action.control)
  )
    return
  queue.push(action)
  queues.set(root, queue)
}

function take(root: HTMLElement): Pending[] {
  const queue = queues.get(root) ?? []
  queues.delete(root)
  return queue
}

type ValueElement = HTMLInputElement | HTMLTextAreaElement

/** Sets a text control's value without telling React, which tracks values set by assignment. */
function setUntracked(control: ValueElement, value: string): void {
  const proto = Object.getPrototypeOf(control) as object
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value)
}

/**
 * Hands a change made before hydration to the hydrated island. React adopts the value it finds in
 * the DOM without an onChange, so the island's state would not know it (and a later render would
 * overwrite it): undo the change the way React sees assignments, then redo it the way a visitor
 * does, so the island receives the very change event it would have received.
 */
function replayValue(control: Extract<Pending, { kind: 'value' }>['control']): void {
  if (!control.isConnected) return
  const bubbles = { bubbles: true }
  if (control instanceof HTMLSelectElement || (control as HTMLInputElement).type === 'file') {
    control.dispatchEvent(new Event('input', bubbles))
    control.dispatchEvent(new Event('change', bubbles))
    return
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    const checked = control.checked
    control.checked = !checked
    // A click toggles it back and is the event React reads a checkbox's change from.
    control.click()
    return
  }
  const value = control.value
  control.value = value === control.defaultValue ? `${value}\u0000` : control.defaultValue
  setUntracked(control, value)
  control.dispatchEvent(new Event('input', bubbles))
}

/** Does again, in order, what the visitor did before the island hydrated. */
export function replay(root: HTMLElement): void {
  for (const action of take(root)) {
    try {
      if (action.kind === 'value') replayValue(action.control)
      else if (action.kind === 'click') {
        if (action.target.isConnected) action.target.click()
      } else if (action.form.isConnected) {
        const submitter = action.submitter?.isConnected ? action.submitter : null
        action.form.requestSubmit(submitter)
      }
    } catch (err) {
      console.error('could not replay an early interaction', err)
    }
  }
}

/** The island could not hydrate: let the browser do what it would have done without JavaScript. */
export function replayNatively(root: HTMLElement): void {
  for (const action of take(root)) {
    if (action.kind === 'click' && action.target.isConnected) action.target.click()
    else if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit()
  }
}
