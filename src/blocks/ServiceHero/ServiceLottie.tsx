import type { ReactNode } from 'react'

export interface ServiceLottieProps {
  /** Same-origin URL of the animation JSON (fetched through the edge cache). */
  src: string
  label: string
}

/** The space the animation takes, reserved on the server so nothing shifts when it starts. */
export function LottieFrame({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="lottie-frame" role="img" aria-label={label}>
      {children}
    </div>
  )
}
