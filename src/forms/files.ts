import { MESSAGES } from './messages'

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
export type FileExtension = (typeof FILE_EXTENSIONS)[number]

/** What a form accepts as its attachment: the site's rules, narrowed by the CF7 form's own. */
export interface FileLimits {
  maxBytes: number
  extensions: readonly FileExtension[]
}
export const SITE_FILE_LIMITS: FileLimits = {
  maxBytes: MAX_FILE_BYTES,
  extensions: FILE_EXTENSIONS,
}

/** The `accept` attribute of the file input. */
export const fileAccept = (limits: FileLimits = SITE_FILE_LIMITS) =>
  limits.extensions.map((e) => `.${e}`).join(',')

/** A size as people read it: `2MB` for 2,000,000 bytes (or 2 MiB), `500KB`. */
export function sizeText(bytes: number): string {
  // CF7's `limit:2mb` and `limit:500kb` count in 1024s; the spec's 2MB is 2,000,000 bytes.
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}MB`
  if (bytes % 1024 === 0 && bytes < 1024 * 1024) return `${bytes / 1024}KB`
  if (bytes >= 1_000_000) return `${Math.round(bytes / 100_000) / 10}MB`
  return `${Math.round(bytes / 1000)}KB`
}

/** The hint under the file input: the kinds of file and the size it takes. */
export function fileHint(limits: FileLimits = SITE_FILE_LIMITS): string {
  const kinds = limits.extensions
    .filter((e) => e !== 'jpeg' || !limits.extensions.includes('jpg'))
    .map((e) => e.toUpperCase())
  const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : kinds[0]
  return `One file: ${list ?? 'none accepted'}, up to ${sizeText(limits.maxBytes).replace(/(\d)([KM]B)$/, '$1 $2')}.`
}

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
export const MEDIA_TYPES: Record<FileExtension, string> = {
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
export function checkFileMeta(
  name: string,
  size: number,
  limits: FileLimits = SITE_FILE_LIMITS,
): FileProblem | null {
  if (size > limits.maxBytes) return 'too-large'
  const ext = extensionOf(name)
  if (size === 0 || !isFileExtension(ext) || !limits.extensions.includes(ext)) {
    return 'invalid-format'
  }
  return null
}

/** Every check: size, extension, then the content (the whole file for text, else its first bytes). */
export async function inspectFile(
  file: Upload,
  limits: FileLimits = SITE_FILE_LIMITS,
): Promise<FileProblem | null> {
  const problem = checkFileMeta(file.name, file.size, limits)
  if (problem) return problem
  const ext = extensionOf(file.name)
  if (!isFileExtension(ext)) return 'invalid-format'
  const end = TEXT_EXTENSIONS.includes(ext) ? file.size : SIGNATURE_BYTES
  const bytes = new Uint8Array(await file.slice(0, end).arrayBuffer())
  return contentMatchesExtension(ext, bytes) ? null : 'invalid-format'
}

/** The spec's text for a file over the limit, with the limit the form has (2MB by default). */
export function fileTooLargeText(maxBytes: number = MAX_FILE_BYTES): string {
  return maxBytes === MAX_FILE_BYTES
    ? MESSAGES.fileTooLarge
    : MESSAGES.fileTooLarge.replace('2MB', sizeText(maxBytes))
}

/** Whether a field's message is the too-large one (whatever limit it names). */
export const isFileTooLargeText = (text: string | undefined) =>
  !!text && text.startsWith(MESSAGES.fileTooLarge.replace('2MB.', ''))

/** The message shown on the file field for a problem. */
export function fileProblemMessage(
  problem: FileProblem,
  limits: FileLimits = SITE_FILE_LIMITS,
): string {
  return problem === 'too-large' ? fileTooLargeText(limits.maxBytes) : MESSAGES.fileInvalid
}
