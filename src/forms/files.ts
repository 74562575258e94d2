/** Attachment rules (spec section 5): one file, at most 2,000,000 bytes, these extensions. */
export const MAX_FILE_BYTES = 2_000_000
export const FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'png',
  'jpg',
  'jpeg',
  'txt',
  'xlsx',
  'csv',
] as const
export const FILE_ACCEPT = FILE_EXTENSIONS.map((e) => `.${e}`).join(',')

export type FileProblem = 'too-large' | 'invalid-format'

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((b, i) => bytes[i] === b)

/** Whether the first bytes of a file match what its extension promises. */
export function contentMatchesExtension(ext: string, head: Uint8Array): boolean {
  switch (ext) {
    case 'pdf':
      return startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]) // %PDF-
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'jpg':
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff])
    case 'doc':
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    case 'docx':
    case 'xlsx':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04])
    case 'txt':
    case 'csv': {
      if (head.includes(0)) return false
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(
          head.subarray(0, Math.max(0, head.length - 3)),
        )
        return true
      } catch {
        return false
      }
    }
    default:
      return false
  }
}

/** Checks size and extension (and, with the first bytes, the content). */
export function checkFile(name: string, size: number, head?: Uint8Array): FileProblem | null {
  if (size > MAX_FILE_BYTES) return 'too-large'
  const ext = extensionOf(name)
  if (!(FILE_EXTENSIONS as readonly string[]).includes(ext)) return 'invalid-format'
  if (head && !contentMatchesExtension(ext, head)) return 'invalid-format'
  return null
}
