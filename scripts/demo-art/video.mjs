// A looping video from a drawing of each moment: every frame rasterised with sharp and encoded by
// the system's ffmpeg (H.264 in MP4, as every browser plays it), deterministic for the same frames.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'

/** Whether ffmpeg can be run here; without it, the committed video stays as it is. */
export const canEncode = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0

/**
 * Encodes `frame(t)` for t from 0 up to (not including) 1 as a seamless loop.
 * @param {(t: number) => string} frame an SVG of the moment t
 * @param {{ width: number, height: number, fps: number, seconds: number }} size
 * @returns {Promise<Buffer>} the MP4's bytes
 */
export async function encodeLoop(frame, { width, height, fps, seconds }) {
  // MP4 with its index first (faststart) needs a file it can seek in, not a pipe.
  const dir = mkdtempSync(join(tmpdir(), 'demo-video-'))
  const file = join(dir, 'loop.mp4')
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
      ...['-s', `${width}x${height}`, '-r', String(fps), '-i', '-'],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '30'],
      ...['-pix_fmt', 'yuv420p', '-threads', '1', '-movflags', '+faststart'],
      // No encoder name or time in the file: the same frames give the same bytes.
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
      file,
    ],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  )
  const done = new Promise((resolve, reject) => {
    ffmpeg.on('error', reject)
    ffmpeg.on('close', (code) =>
      code === 0 ? resolve(null) : reject(new Error(`ffmpeg: ${code}`)),
    )
  })
  const frames = fps * seconds
  for (let i = 0; i < frames; i++) {
    const pixels = await sharp(Buffer.from(frame(i / frames)), { density: 72 })
      .resize(width, height)
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer()
    if (!ffmpeg.stdin.write(pixels))
      await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve))
  }
  ffmpeg.stdin.end()
  await done
  const bytes = readFileSync(file)
  rmSync(dir, { recursive: true })
  return bytes
}
