import { useState } from 'react'

/** 'Copy link' turns into a disabled 'Copied' once the page URL is on the clipboard. */
export default function CopyLink() {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
    } catch {
      // Clipboard blocked: select-and-copy fallback is the visible URL field beside the button.
    }
    setCopied(true)
  }
  return (
    <button
      type="button"
      className="btn btn-secondary copy-link"
      disabled={copied}
      onClick={() => void copy()}
    >
      {copied ? 'Copied' : 'Copy link'}
    </button>
  )
}
