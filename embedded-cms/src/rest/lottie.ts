import animations from '../../content/animations.json'
import { content } from '../content'

/**
 * Each service's hero animation (bodymovin JSON, Lottie 5.7 as lottie-web plays it), drawn by
 * `npm run art` (scripts/demo-art/service-art.mjs) to show what the service does, by slug.
 */
const BY_SLUG: Record<string, object> = animations

/** The animation file with WordPress id `id`: the one of the service that names it. */
export function lottieFor(id: number): object | null {
  const service = content.services.find((s) => s.lottie === id)
  return (service && BY_SLUG[service.slug]) ?? null
}
