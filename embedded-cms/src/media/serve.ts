import fleetLoop from '../../content/media/cs-fleet-telemetry-platform-loop.mp4'
import { content } from '../content'
import { lottieFor } from '../rest/lottie'
import { svgArt } from './svg-art'

const byFile = new Map(
  Object.entries(content.media).map(([key, entry]) => [entry.file, { key, entry }]),
)

/** Videos of the demo content (generated once, committed), by upload path. */
const VIDEOS = new Map([['2025/03/cs-fleet-telemetry-platform-loop.mp4', fleetLoop]])

/** `GET /wp-content/uploads/<file>`: generated art for every media entry, videos, lottie JSON. */
export function serveMedia(path: string): Response {
  const file = path.replace(/^\/wp-content\/uploads\//, '')
  const headers = { 'cache-control': 'public, max-age=31536000, immutable' }
  const found = byFile.get(file)
  if (found) {
    return new Response(svgArt(found.key, found.entry), {
      headers: { ...headers, 'content-type': 'image/svg+xml' },
    })
  }
  const video = VIDEOS.get(file)
  if (video) return new Response(video, { headers: { ...headers, 'content-type': 'video/mp4' } })
  const lottie = /^\d{4}\/\d{2}\/([a-z0-9-]+)-animation\.json$/.exec(file)
  const service = lottie && content.services.find((s) => s.slug === lottie[1])
  const animation = service?.lottie ? lottieFor(service.lottie) : null
  if (animation) return Response.json(animation, { headers })
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })
}
