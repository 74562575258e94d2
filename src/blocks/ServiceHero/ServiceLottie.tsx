import type { ImageAttr } from '../ui/attrs'
import { Picture } from '../ui/Picture'

/** What the service-lottie island is given: the same-origin URL of the animation JSON. */
export interface ServiceLottieProps {
  src: string
}

/**
 * The space the animation takes, reserved on the server so nothing shifts when it starts. The
 * service's image (the poster) fills it until the animation has drawn its first frame (the island
 * then marks the frame `is-playing`), and instead of it with reduced motion or without JavaScript.
 */
export function LottieFrame({ label, poster }: { label: string; poster?: ImageAttr | null }) {
  return (
    <div className="lottie-frame" role="img" aria-label={label}>
      {poster && <Picture image={{ ...poster, alt: '' }} className="lottie-poster" priority />}
    </div>
  )
}
