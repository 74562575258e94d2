const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside an open modal dialog (drawers, result modals). The browser already makes the page
 * behind inert and closes on Escape; without this, Tab would leave for the browser's own controls.
 */
export function trapDialogFocus(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const dialogs = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]'))
    const dialog = dialogs.at(-1)
    if (!dialog) return
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    )
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault()
      first.focus()
    }
  })
}
