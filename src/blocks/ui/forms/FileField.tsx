import { useRef } from 'react'
import { fileAccept, fileHint, isFileTooLargeText } from '../../../forms/files'
import { FIELD_LABELS } from '../../../forms/labels'
import { MESSAGES } from '../../../forms/messages'
import type { FileRule } from '../../../forms/rules'
import { fieldAria, FieldError } from './fields'

interface FileFieldProps {
  uid: string
  label?: string
  /** Required, size and kinds of file (the site's when absent). */
  rule?: FileRule
  error?: string
  file: File | null
  onFile: (file: File | null) => void
}

/** The single attachment `cv`: chosen file shown with a trash button that removes it. */
export function FileField({ uid, label, rule, error, file, onFile }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const { id, errorId, aria } = fieldAria(uid, 'cv', error)
  const hintId = `${id}-hint`
  const remove = () => {
    if (input.current) {
      input.current.value = ''
      input.current.focus()
    }
    onFile(null)
  }
  return (
    <div className="field field-file">
      <label htmlFor={id}>{label ?? FIELD_LABELS.cv}</label>
      <input
        ref={input}
        id={id}
        name="cv"
        type="file"
        accept={fileAccept(rule)}
        aria-required={rule?.required ? true : undefined}
        onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
        {...aria}
        aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
      <p className="field-hint" id={hintId}>
        {fileHint(rule)}
      </p>
      {file && (
        <p className="file-chip">
          <span className="file-name">{file.name}</span>
          <button
            type="button"
            className="file-remove"
            aria-label={`Remove ${file.name}`}
            onClick={remove}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M4 7h16M10 11v6M14 11v6M5 7l1 13h12l1-13M9 7V4h6v3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </p>
      )}
      {/* Live: a file refused when chosen is announced at once, not at the next submit. */}
      <FieldError
        id={errorId}
        live
        error={isFileTooLargeText(error) ? `${MESSAGES.fileTooLargeTitle}: ${error}` : error}
      />
    </div>
  )
}
