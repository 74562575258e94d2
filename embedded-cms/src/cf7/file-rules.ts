import { optionValue, type FormTag } from './form-tags'

/** `MB_IN_BYTES`: CF7's default `limit:` when a file tag names none. */
const MB = 1024 * 1024

/** Extensions of the media types CF7 knows (a subset of `wpcf7_convert_mime_to_ext()`'s table). */
const MIME_EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-excel': ['xla', 'xls', 'xlt', 'xlw'],
  'application/zip': ['zip'],
  'audio/mpeg': ['mp3', 'm4a', 'm4b'],
  'audio/wav': ['wav', 'x-wav'],
  'audio/ogg': ['ogg', 'oga'],
  'image/gif': ['gif'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/heic': ['heic'],
  'image/bmp': ['bmp'],
  'image/tiff': ['tiff', 'tif'],
  'text/plain': ['txt', 'asc', 'c', 'cc', 'h', 'srt'],
  'text/csv': ['csv'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov', 'qt'],
  'video/webm': ['webm'],
}

/** `get_limit_option()`: `limit:2mb`, `limit:500kb` or bytes; 1 MB when absent. */
export function fileLimit(tag: FormTag): number {
  const match = /^([1-9][0-9]*)([kKmM]?[bB])?$/.exec(optionValue(tag, 'limit') ?? '')
  if (!match) return MB
  const unit = (match[2] ?? '').toLowerCase()
  return Number(match[1]) * (unit === 'kb' ? 1024 : unit === 'mb' ? MB : 1)
}

/**
 * The extensions a file tag accepts (`wpcf7_acceptable_filetypes()`): `filetypes:pdf|.docx|image/*`
 * (extensions, media types or `audio|video|image/*`); audio, video and images when none is named.
 */
export function acceptedExtensions(tag: FormTag): string[] {
  const option = optionValue(tag, 'filetypes')
  const types = option
    ? option
        .toLowerCase()
        .split(/[\s|,]+/)
        .filter(Boolean)
    : ['audio/*', 'video/*', 'image/*']
  const out = new Set<string>()
  for (const type of types) {
    if (!type.includes('/')) {
      out.add(type.replace(/^\.+|\.+$/g, ''))
      continue
    }
    const wildcard = /^(audio|video|image)\/\*$/.exec(type)
    for (const [mime, extensions] of Object.entries(MIME_EXTENSIONS)) {
      if (mime === type || (wildcard && mime.startsWith(`${wildcard[1]}/`))) {
        for (const ext of extensions) out.add(ext)
      }
    }
  }
  return [...out]
}
