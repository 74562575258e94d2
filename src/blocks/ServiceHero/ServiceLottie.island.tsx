import { useEffect, useState } from 'react'
import type { LottieLight } from 'lottie-react'
import { LottieFrame, type ServiceLottieProps } from './ServiceLottie'

type Player = typeof LottieLight

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 300)

/**
 * Plays the service's lottie animation over its poster. The island itself is light: the player
 * (lottie) loads only once the hero is on screen and the browser is idle, and never with reduced
 * motion, where the poster stays.
 */
export default function ServiceLottie({ src, label, poster }: ServiceLottieProps) {
  const [player, setPlayer] = useState<{ Player: Player } | null>(null)
  const [playing, setPlaying] = useState(false)
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let cancelled = false
    whenIdle(() => {
      void import('./lottie-player').then(({ LottieLight }) => {
        if (!cancelled) setPlayer({ Player: LottieLight })
      })
    })
    return () => {
      cancelled = true
    }
  }, [])
  const Player = player?.Player
  return (
    <LottieFrame label={label} poster={poster} playing={playing}>
      {Player && (
        <Player
          src={src}
          className="lottie-player"
          loop
          autoplay
          subscriptions={{
            ready: () => setPlaying(true),
            error: () => console.warn(`lottie animation failed to load: ${src}`),
          }}
        />
      )}
    </LottieFrame>
  )
}
