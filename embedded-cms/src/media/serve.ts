import fleetLoop from '../../content/media/cs-fleet-telemetry-platform-loop.mp4'
import { content } from '../content'
import { lottieFor } from '../rest/lottie'
import { MEDIA_FILES } from './files'

/** Videos of the demo content (generated once, committed), by upload path. */
const VIDEOS = new Map([['2025/03/cs-fleet-telemetry-platform-loop.mp4', fleetLoop]])

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
}

/** `GET /wp-content/uploads/<file>`: the demo's pictures (`npm run art`), videos, lottie JSON. */
export function serveMedia(path: string): Response {
  const headers = { 'cache-control': 'public, max-age=31536000, immutable' }
  // The web server in front of WordPress finds a file by its decoded name: an upload named with
  // non-ASCII letters (`team-zürich.jpg`) is asked for percent-encoded (`team-z%C3%BCrich.jpg`).
  let file: string
  try {
    file = decodeURIComponent(path.replace(/^\/wp-content\/uploads\//, ''))
  } catch {
    return new Response('Bad Request', { status: 400, headers: { 'content-type': 'text/plain' } })
  }
  const picture = Object.hasOwn(MEDIA_FILES, file) ? MEDIA_FILES[file] : undefined
  const type = TYPES[file.split('.').pop() ?? '']
  if (picture && type) {
    return new Response(picture, { headers: { ...headers, 'content-type': type } })
  }
  const video = VIDEOS.get(file)
  if (video) return new Response(video, { headers: { ...headers, 'content-type': 'video/mp4' } })
  const lottie = /^\d{4}\/\d{2}\/([a-z0-9-]+)-animation\.json$/.exec(file)
  const service = lottie && content.services.find((s) => s.slug === lottie[1])
  const animation = service?.lottie ? lottieFor(service.lottie) : null
  if (animation) return Response.json(animation, { headers })
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })
}
