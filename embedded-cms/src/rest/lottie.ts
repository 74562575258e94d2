import { content } from '../content'

const EASE = { i: { x: [0.5], y: [1] }, o: { x: [0.5], y: [0] } }

/**
 * An animated property as Lottie 5.7 (and so lottie-web, After Effects' Bodymovin export) writes
 * it: every keyframe carries its value `s`, all but the last an easing; the player interpolates to
 * the next keyframe's value. The pre-5.5 form (`e` values, a last keyframe without `s`) leaves
 * today's players with no position, and they draw the layer far outside the frame.
 */
function animated(keyframes: [t: number, value: number[]][]) {
  return {
    a: 1,
    k: keyframes.map(([t, s], i) => (i < keyframes.length - 1 ? { t, s, ...EASE } : { t, s })),
  }
}

function hslToRgb(h: number, s: number, l: number): number[] {
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return [channel(0), channel(8), channel(4)]
}

/** A small Lottie animation (bodymovin JSON) of orbiting shapes, coloured per service. */
export function lottieFor(id: number): object | null {
  const service = content.services.find((s) => s.lottie === id)
  if (!service) return null
  // Blues to violets and teals, one hue per service; Lottie colours are RGBA in 0..1.
  const hue = 190 + ((service.menuOrder * 29) % 90)
  const rgb = (lightness: number) => [...hslToRgb(hue, 0.7, lightness), 1]
  const shape = (
    name: string,
    size: number,
    color: number[],
    x: number,
    y: number,
    delay: number,
  ) => ({
    ddd: 0,
    ty: 4,
    nm: name,
    sr: 1,
    ks: {
      o: { a: 0, k: 100 },
      r: animated([
        [delay, [0]],
        [120 + delay, [360]],
      ]),
      p: animated([
        [0, [x, y, 0]],
        [60, [x, y - 24, 0]],
        [120, [x, y, 0]],
      ]),
      a: { a: 0, k: [0, 0, 0] },
      s: { a: 0, k: [100, 100, 100] },
    },
    shapes: [
      {
        ty: 'rc',
        d: 1,
        s: { a: 0, k: [size, size] },
        p: { a: 0, k: [0, 0] },
        r: { a: 0, k: size / 4 },
        nm: 'box',
      },
      { ty: 'fl', c: { a: 0, k: color }, o: { a: 0, k: 100 }, r: 1, nm: 'fill' },
    ],
    ip: 0,
    op: 120,
    st: 0,
    bm: 0,
  })
  return {
    v: '5.7.4',
    fr: 30,
    ip: 0,
    op: 120,
    w: 400,
    h: 400,
    nm: `${service.title} animation`,
    ddd: 0,
    assets: [],
    layers: [
      shape('orbit-a', 120, rgb(0.55), 200, 200, 0),
      shape('orbit-b', 70, rgb(0.7), 110, 120, 10),
      shape('orbit-c', 50, rgb(0.82), 300, 290, 20),
    ],
  }
}
