import { content } from '../content'

/** A small Lottie animation (bodymovin JSON) of orbiting shapes, coloured per service. */
export function lottieFor(id: number): object | null {
  const service = content.services.find((s) => s.lottie === id)
  if (!service) return null
  const hue = (service.menuOrder * 37) % 360
  const rgb = (l: number) => {
    const a = (hue / 360) * Math.PI * 2
    return [0.35 + 0.3 * Math.cos(a) * l, 0.4 + 0.3 * Math.sin(a) * l, 0.85 * l, 1]
  }
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
      r: { a: 1, k: [{ t: delay, s: [0], e: [360] }, { t: 120 + delay }] },
      p: {
        a: 1,
        k: [
          { t: 0, s: [x, y, 0], e: [x, y - 24, 0] },
          { t: 60, s: [x, y - 24, 0], e: [x, y, 0] },
          { t: 120 },
        ],
      },
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
      shape('orbit-a', 120, rgb(1), 200, 200, 0),
      shape('orbit-b', 70, rgb(0.7), 110, 120, 10),
      shape('orbit-c', 50, rgb(0.5), 300, 290, 20),
    ],
  }
}
