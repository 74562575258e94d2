import type { ServiceLottieProps } from './ServiceLottie'

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 3000 })
    : setTimeout(run, 300)

/**
 * Plays the service's lottie animation over its poster, in the frame the server rendered. It runs
 * once the hero is near the screen (the island's hydration) and the browser is idle, loads the
 * player (lottie-web's light SVG build, a chunk of its own) only then, and never with reduced
 * motion, where the poster stays.
 */
export function mount(root: HTMLElement, { src }: ServiceLottieProps): void {
  const frame = root.querySelector<HTMLElement>('.lottie-frame')
  if (!frame || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  whenIdle(() => {
    void import('lottie-web/build/player/lottie_light').then(({ default: lottie }) => {
      const stage = document.createElement('div')
      stage.className = 'lottie-player'
      frame.append(stage)
      const animation = lottie.loadAnimation({
        container: stage,
        renderer: 'svg',
        loop: true,
        autoplay: true,
        path: src,
        // Cropped to the frame as the poster is (object-fit: cover), so one replaces the other.
        rendererSettings: { preserveAspectRatio: 'xMidYMid slice' },
      })
      // The first frame is drawn: the poster under it fades away.
      animation.addEventListener('DOMLoaded', () => frame.classList.add('is-playing'))
      animation.addEventListener('data_failed', () =>
        console.warn(`lottie animation failed to load: ${src}`),
      )
    })
  })
}
