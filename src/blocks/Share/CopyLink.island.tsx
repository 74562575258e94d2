import { useState } from 'react'
import { OutlineIcon } from '../ui/icons'

export interface CopyLinkProps {
  /** The page's canonical address: no tracking parameters, no fragment. */
  url: string
}

type CopyState = 'idle' | 'copied' | 'failed'

const STATUS: Record<CopyState, string> = {
  idle: '',
  copied: 'Link copied to the clipboard.',
  failed: 'The link could not be copied. Please copy it from the field above.',
}

/**
 * 'Copy link' puts the page's canonical address on the clipboard. Only once the browser confirms
 * the write does it turn into a disabled 'Copied'; either outcome is announced. The button stays
 * focusable while disabled (`aria-disabled`), so keyboard focus never falls back to the page.
 */
export default function CopyLink({ url }: CopyLinkProps) {
  const [state, setState] = useState<CopyState>('idle')
  const copied = state === 'copied'
  const copy = async () => {
    if (copied) return
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      // No clipboard (insecure context, permission refused): the field above holds the link.
      setState('failed')
    }
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary copy-link"
        aria-disabled={copied || undefined}
        onClick={() => void copy()}
      >
        <OutlineIcon name={copied ? 'check' : 'copy'} />
        {copied ? 'Copied' : 'Copy link'}
      </button>
      <p role="status" className={state === 'failed' ? 'copy-link-status' : 'sr-only'}>
        {STATUS[state]}
      </p>
    </>
  )
}
