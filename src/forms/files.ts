import { MESSAGES } from './messages'

/** Attachment rules (spec section 5): one file, at most 2,000,000 bytes, these extensions. */
export const MAX_FILE_BYTES = 2_000_000
const FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg', 'txt', 'xlsx', 'csv'] as const
export type FileExtension = (typeof FILE_EXTENSIONS)[number]

/** The `accept` attribute of the file input. */
export const FILE_ACCEPT = FILE_EXTENSIONS.map((e) => `.${e}`).join(',')

type FileProblem = 'too-large' | 'invalid-format'

/** An uploaded or chosen file: a browser `File` and a Workers `File` both fit. */
export interface Upload {
  name: string
  size: number
  slice(start?: number, end?: number): Blob
}

const TEXT_EXTENSIONS: readonly FileExtension[] = ['txt', 'csv']

/** The bytes a file must start with, per extension. */
const SIGNATURES: Record<Exclude<FileExtension, 'txt' | 'csv'>, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE compound file
  docx: [0x50, 0x4b, 0x03, 0x04], // zip (Office Open XML)
  xlsx: [0x50, 0x4b, 0x03, 0x04],
}
const SIGNATURE_BYTES = 8

export function isFileExtension(ext: string): ext is FileExtension {
  return (FILE_EXTENSIONS as readonly string[]).includes(ext)
}

/** The lower-cased extension of a file name ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** Valid UTF-8 without NUL bytes: what a .txt or .csv must be. */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * Whether the content matches what the extension promises: the magic bytes of binary formats, or
 * (for .txt and .csv, whose whole content must be given) valid UTF-8 text.
 */
export function contentMatchesExtension(ext: FileExtension, bytes: Uint8Array): boolean {
  if (ext === 'txt' || ext === 'csv') return isUtf8Text(bytes)
  const signature = SIGNATURES[ext]
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)
}

/** The media type each accepted kind of file is forwarded with. */
const MEDIA_TYPES: Record<FileExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  csv: 'text/csv',
}

/**
 * What a file is by its content: the format its first bytes announce (a zip is the Office format
 * its extension names, text the kind its extension names), or null when they announce none of the
 * accepted formats. The extension comes back normalised (`jpeg` → `jpg`).
 */
export function detectFileType(
  declared: FileExtension,
  bytes: Uint8Array,
): { extension: FileExtension; mediaType: string } | null {
  const found = (Object.keys(SIGNATURES) as (keyof typeof SIGNATURES)[]).find((ext) =>
    contentMatchesExtension(ext, bytes),
  )
  let extension: FileExtension | undefined = found
  if (found === 'docx' || found === 'xlsx') extension = declared === 'xlsx' ? 'xlsx' : 'docx'
  if (!found && TEXT_EXTENSIONS.includes(declared) && isUtf8Text(bytes)) extension = declared
  if (extension === 'jpeg') extension = 'jpg'
  return extension ? { extension, mediaType: MEDIA_TYPES[extension] } : null
}

/** The checks that need no content: size and extension. */
export function checkFileMeta(name: string, size: number): FileProblem | null {
  if (size > MAX_FILE_BYTES) return 'too-large'
  if (size === 0 || !isFileExtension(extensionOf(name))) return 'invalid-format'
  return null
}

/** Every check: size, extension, then the content (the whole file for text, else its first bytes). */
export async function inspectFile(file: Upload): Promise<FileProblem | null> {
  const problem = checkFileMeta(file.name, file.size)
  if (problem) return problem
  const ext = extensionOf(file.name)
  if (!isFileExtension(ext)) return 'invalid-format'
  const end = TEXT_EXTENSIONS.includes(ext) ? file.size : SIGNATURE_BYTES
  const bytes = new Uint8Array(await file.slice(0, end).arrayBuffer())
  return contentMatchesExtension(ext, bytes) ? null : 'invalid-format'
}

/** The message shown on the file field for a problem. */
export function fileProblemMessage(problem: FileProblem): string {
  return problem === 'too-large' ? MESSAGES.fileTooLarge : MESSAGES.fileInvalid
}
