import { describe, expect, it } from 'vitest'
import {
  checkFileMeta,
  contentMatchesExtension,
  detectFileType,
  fileProblemMessage,
  inspectFile,
  MAX_FILE_BYTES,
  type FileExtension,
} from '../../../src/forms/files'
import { BYTES, bytes, fileOf } from '../../fixtures/forms'

describe('attachment rules (spec section 5)', () => {
  it('accepts each allowed format with its real header', async () => {
    const good = [
      fileOf(BYTES.pdf, 'cv.pdf'),
      fileOf(BYTES.png, 'photo.PNG'),
      fileOf(BYTES.jpeg, 'photo.jpg'),
      fileOf(BYTES.jpeg, 'photo.jpeg'),
      fileOf(BYTES.doc, 'letter.doc'),
      fileOf(BYTES.zip, 'letter.docx'),
      fileOf(BYTES.zip, 'budget.xlsx'),
      fileOf('Name,Role\nAda,Engineer\n', 'team.csv'),
      fileOf('Plain notes — with UTF-8: čćž ü 日本', 'notes.txt'),
    ]
    for (const file of good) expect(await inspectFile(file), file.name).toBeNull()
  })

  it('rejects content that does not match the extension', async () => {
    const bad = [
      fileOf('just text, not a PDF', 'cv.pdf'),
      fileOf(BYTES.jpeg, 'photo.png'),
      fileOf(BYTES.png, 'photo.jpg'),
      fileOf(BYTES.pdf, 'letter.docx'),
      fileOf(BYTES.zip, 'letter.doc'),
      fileOf(BYTES.exe, 'setup.pdf'),
      fileOf(new Uint8Array([0x61, 0x00, 0x62]), 'nul.txt'),
      fileOf(new Uint8Array([0x61, 0xc3, 0x28]), 'broken.csv'),
      fileOf(BYTES.png, 'image.txt'),
    ]
    for (const file of bad) expect(await inspectFile(file), file.name).toBe('invalid-format')
  })

  it('rejects other extensions, no extension and empty files', async () => {
    for (const file of [
      fileOf(BYTES.exe, 'setup.exe'),
      fileOf(BYTES.pdf, 'cv'),
      fileOf(BYTES.pdf, 'cv.pdf.exe'),
      fileOf('', 'empty.txt'),
    ]) {
      expect(await inspectFile(file), file.name).toBe('invalid-format')
    }
  })

  it('allows exactly 2,000,000 bytes and not one more', async () => {
    const exact = new Uint8Array(MAX_FILE_BYTES)
    exact.set(BYTES.pdf)
    expect(await inspectFile(new File([exact], 'cv.pdf'))).toBeNull()
    const over = new Uint8Array(MAX_FILE_BYTES + 1)
    over.set(BYTES.pdf)
    expect(await inspectFile(new File([over], 'cv.pdf'))).toBe('too-large')
    expect(checkFileMeta('cv.exe', MAX_FILE_BYTES + 1)).toBe('too-large')
  })

  it('checks the whole of a text file, not only its start', async () => {
    const text = new TextEncoder().encode('a'.repeat(5000))
    const withNul = new Uint8Array([...text, 0x00])
    expect(await inspectFile(new File([withNul], 'long.txt'))).toBe('invalid-format')
  })

  it('needs the full signature', () => {
    expect(contentMatchesExtension('png', bytes(BYTES.png.slice(0, 4)))).toBe(false)
    expect(contentMatchesExtension('pdf', bytes([0x25, 0x50, 0x44, 0x46]))).toBe(false)
  })

  it('has the spec messages', () => {
    expect(fileProblemMessage('too-large')).toBe("File can't be larger than 2MB.")
    expect(fileProblemMessage('invalid-format')).toBe(
      'Invalid file format. Please upload a file with the correct extension.',
    )
  })

  it('detects the type from the content, the way it is forwarded', () => {
    const detect = (ext: FileExtension, content: readonly number[] | string) =>
      detectFileType(
        ext,
        typeof content === 'string' ? new TextEncoder().encode(content) : bytes(content),
      )
    expect(detect('pdf', BYTES.pdf)).toEqual({ extension: 'pdf', mediaType: 'application/pdf' })
    expect(detect('jpeg', BYTES.jpeg)).toEqual({ extension: 'jpg', mediaType: 'image/jpeg' })
    expect(detect('png', BYTES.png)).toEqual({ extension: 'png', mediaType: 'image/png' })
    expect(detect('doc', BYTES.doc)).toEqual({ extension: 'doc', mediaType: 'application/msword' })
    expect(detect('xlsx', BYTES.zip)?.extension).toBe('xlsx')
    expect(detect('docx', BYTES.zip)?.extension).toBe('docx')
    expect(detect('csv', 'name,email\n')).toEqual({ extension: 'csv', mediaType: 'text/csv' })
    expect(detect('txt', 'hello')).toEqual({ extension: 'txt', mediaType: 'text/plain' })
    expect(detect('txt', BYTES.exe)).toBeNull()
  })
})
