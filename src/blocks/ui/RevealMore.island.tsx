import { useState } from 'react'
import { RevealButton, type RevealMoreProps } from './RevealMore'

/** Reveals the hidden items of the target list and moves focus to the first of them. */
export default function RevealMoreIsland(props: RevealMoreProps) {
  const [revealed, setRevealed] = useState(false)
  const reveal = () => {
    const list = document.getElementById(props.targetId)
    if (!list) return
    list.dataset.expanded = 'true'
    setRevealed(true)
    const first = list.querySelector<HTMLElement>('.reveal-extra')
    if (first) {
      if (!first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1')
      first.focus()
    }
  }
  return <RevealButton {...props} hidden={revealed} onClick={reveal} />
}
