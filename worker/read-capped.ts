/**
 * What is read (and dropped) of a body already known to be too large, so that the client is still
 * sending when it gets the answer rather than a reset connection; anything longer is cut off.
 */
const DRAIN_BYTES = 16 * 1024 * 1024

/**
 * A request body read into memory, at most `max` bytes (whatever length it declares, or none when
 * it is streamed); null when it is longer.
 */
export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size <= max) {
      chunks.push(value)
    } else if (size > max + DRAIN_BYTES) {
      await reader.cancel()
      return null
    }
  }
  if (size > max) return null
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
