/**
 * Fallbacks for the recent HTML features the site's markup relies on to work without JavaScript,
 * for the browsers of the last two major versions that lack them:
 * - invoker commands (`<button commandfor command>`): Safari before 26.2, Firefox before 144;
 * - light dismiss of a modal dialog (`<dialog closedby="any">`): Safari, Firefox before 141.
 * Each is installed only where the browser lacks the feature; where it has it, this does nothing.
 * Popovers (`popovertarget`), `:has()` and scroll snapping are in every browser we support; anchor
 * positioning has a CSS fallback under `@supports`.
 */

type Command =
  'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'

function runCommand(target: HTMLElement, command: Command): void {
  if (target instanceof HTMLDialogElement) {
    if (command === 'show-modal' && !target.open) target.showModal()
    else if (command === 'close' && target.open) target.close()
    else if (command === 'request-close' && target.open) {
      if (typeof target.requestClose === 'function') target.requestClose()
      else target.close()
    }
    return
  }
  if (!target.hasAttribute('popover')) return
  if (command === 'toggle-popover') target.togglePopover()
  else if (command === 'show-popover' && !target.matches(':popover-open')) target.showPopover()
  else if (command === 'hide-popover' && target.matches(':popover-open')) target.hidePopover()
}

/** Buttons with `commandfor` act on their target as the HTML standard says. */
function invokerCommands(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return
    const button = event.target.closest<HTMLButtonElement>('button[commandfor]')
    if (!button || button.disabled) return
    const target = document.getElementById(button.getAttribute('commandfor') ?? '')
    const command = button.getAttribute('command') as Command | null
    if (!target || !command) return
    runCommand(target, command)
  })
}

/** A click on the backdrop of an open `<dialog closedby="any">` closes it. */
function dialogLightDismiss(): void {
  document.addEventListener('click', (event) => {
    const dialog = event.target
    // A click on the backdrop targets the dialog itself; a key press on a button has no position.
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open || event.detail === 0) return
    if (dialog.getAttribute('closedby') !== 'any') return
    const box = dialog.getBoundingClientRect()
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom
    if (!inside) dialog.close()
  })
}

function installPlatformFallbacks(): void {
  if (!('command' in HTMLButtonElement.prototype)) invokerCommands()
  if (!('closedBy' in HTMLDialogElement.prototype)) dialogLightDismiss()
}

installPlatformFallbacks()
