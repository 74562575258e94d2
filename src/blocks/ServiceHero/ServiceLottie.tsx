import type { ReactNode } from 'react'
import type { ImageAttr } from '../ui/attrs'
import { Picture } from '../ui/Picture'

export interface ServiceLottieProps {
  /** Same-origin URL of the animation JSON (fetched through the edge cache). */
  src: string
  label: string
  /** The service's image: shown until the animation draws, and instead of it with reduced motion
   * or without JavaScript. */
  poster: ImageAttr | null
}

/**
 * The space the animation takes, reserved on the server so nothing shifts when it starts; the
 * poster fills it until the animation has drawn its first frame (`playing`).
 */
export function LottieFrame({
  label,
  poster,
  playing = false,
  children,
}: {
  label: string
  poster?: ImageAttr | null
  playing?: boolean
  children?: ReactNode
}) {
  return (
    <div
      className={playing ? 'lottie-frame is-playing' : 'lottie-frame'}
      role="img"
      aria-label={label}
    >
      {poster && <Picture image={{ ...poster, alt: '' }} className="lottie-poster" priority />}
      {children}
    </div>
  )
}
