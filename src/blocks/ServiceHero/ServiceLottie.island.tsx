import { LottieLight } from 'lottie-react'
import { useEffect, useState } from 'react'
import { LottieFrame, type ServiceLottieProps } from './ServiceLottie'

/** Plays the service's lottie animation after first paint; reduced motion shows its first frame. */
export default function ServiceLottie({ src, label }: ServiceLottieProps) {
  const [mode, setMode] = useState<'waiting' | 'play' | 'still'>('waiting')
  useEffect(() => {
    setMode(window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'still' : 'play')
  }, [])
  return (
    <LottieFrame label={label}>
      {mode !== 'waiting' && (
        <LottieLight
          src={src}
          loop={mode === 'play'}
          autoplay={mode === 'play'}
          subscriptions={{ error: () => console.warn(`lottie animation failed to load: ${src}`) }}
        />
      )}
    </LottieFrame>
  )
}
