import type { PostedValue } from '../../../forms/extra-checks'
import type { ExtraField } from '../../../forms/extra-fields'
import { fieldAria, FieldError, FieldShell, SelectField, TextField } from './fields'
import type { SiteForm } from './use-site-form'

/** The browser's autofill hint for the types that have one. */
const AUTOCOMPLETE: Partial<Record<ExtraField['type'], string>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
}

/** A field's label as the site writes it: an optional field says so. */
const labelOf = (field: ExtraField) => (field.required ? field.label : `${field.label} (optional)`)

const listOf = (value: PostedValue | undefined) =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value
const textOf = (value: PostedValue | undefined) => (typeof value === 'string' ? value : value?.[0])

/** A field's ids, its input's aria attributes and its FieldShell's props. */
function extraField(uid: string, field: ExtraField, error?: string, className?: string) {
  const { id, errorId, aria } = fieldAria(uid, field.name, error)
  return { id, aria, shell: { id, errorId, label: labelOf(field), error, className } }
}

interface ExtraProps {
  uid: string
  field: ExtraField
  error?: string
  onEdit: (name: string) => void
  value?: PostedValue
  /** A half-width field that takes its whole row of the grid (grid-rows.ts). */
  className?: string
}

/** A checkbox group or radio group: a fieldset whose legend is the field's label. */
function ChoiceGroup({ uid, field, error, onEdit, value }: ExtraProps) {
  const { id, errorId } = fieldAria(uid, field.name, error)
  const chosen = listOf(value)
  const type = field.type === 'radio' ? 'radio' : 'checkbox'
  return (
    <fieldset
      className="field field-wide field-choices"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{labelOf(field)}</legend>
      {(field.choices ?? []).map((choice, index) => (
        <div className="terms-row" key={choice}>
          <input
            id={`${id}-${index}`}
            type={type}
            name={field.name}
            value={choice}
            defaultChecked={chosen.includes(choice)}
            onChange={() => onEdit(field.name)}
          />
          <label htmlFor={`${id}-${index}`}>{choice}</label>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

/** A select `multiple`: every choice visible, several may be chosen. */
function MultiSelect({ uid, field, error, onEdit, value, className }: ExtraProps) {
  const { id, aria, shell } = extraField(uid, field, error, className)
  const choices = field.choices ?? []
  return (
    <FieldShell {...shell}>
      <select
        id={id}
        name={field.name}
        multiple
        size={Math.min(choices.length, 6)}
        defaultValue={listOf(value)}
        aria-required={field.required || undefined}
        onChange={() => onEdit(field.name)}
        {...aria}
      >
        {choices.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    </FieldShell>
  )
}

/** A consent of the CF7 form's own (`[acceptance newsletter optional] Send me news`). */
function Acceptance({ uid, field, error, onEdit, value }: ExtraProps) {
  const { id, errorId, aria } = fieldAria(uid, field.name, error)
  return (
    <div className="field field-terms">
      <div className="terms-row">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          value="1"
          defaultChecked={textOf(value) === '1'}
          aria-required={field.required || undefined}
          onChange={() => onEdit(field.name)}
          {...aria}
        />
        <label htmlFor={id}>{field.label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** A free text of the CF7 form's own (`[textarea notes]`). */
function LongText({ uid, field, error, onEdit, value }: ExtraProps) {
  const { id, aria, shell } = extraField(uid, field, error, 'field-wide')
  return (
    <FieldShell {...shell}>
      <textarea
        id={id}
        name={field.name}
        rows={4}
        maxLength={field.maxLength}
        minLength={field.minLength}
        placeholder={field.placeholder}
        defaultValue={textOf(value)}
        aria-required={field.required || undefined}
        onInput={() => onEdit(field.name)}
        {...aria}
      />
    </FieldShell>
  )
}

function ExtraInput(props: ExtraProps) {
  const { field } = props
  switch (field.type) {
    case 'checkbox':
    case 'radio':
      return <ChoiceGroup {...props} />
    case 'acceptance':
      return <Acceptance {...props} />
    case 'textarea':
      return <LongText {...props} />
    case 'select':
      return field.multiple ? (
        <MultiSelect {...props} />
      ) : (
        <SelectField
          uid={props.uid}
          name={field.name}
          label={labelOf(field)}
          error={props.error}
          onEdit={props.onEdit}
          options={field.choices ?? []}
          defaultValue={textOf(props.value)}
          required={field.required}
          className={props.className}
        />
      )
    default: {
      const bounded = ['number', 'range', 'date'].includes(field.type)
      return (
        <TextField
          uid={props.uid}
          name={field.name}
          label={labelOf(field)}
          error={props.error}
          onEdit={props.onEdit}
          type={field.type}
          autoComplete={AUTOCOMPLETE[field.type]}
          placeholder={field.placeholder}
          defaultValue={textOf(props.value)}
          required={field.required}
          maxLength={field.maxLength}
          minLength={field.minLength}
          bounds={bounded ? { min: field.min, max: field.max, step: field.step } : undefined}
          className={props.className}
        />
      )
    }
  }
}

/**
 * The fields a company's CF7 form has beyond the site's own, in the form's order, with the site's
 * field components: labelled, marked when optional, tied to their errors, posted under their tag
 * names (a checkbox group and a select `multiple` post one value per choice).
 */
export function ExtraFields({
  uid,
  form,
  fields,
  values,
  span,
}: {
  uid: string
  form: SiteForm
  fields: readonly ExtraField[]
  values?: Record<string, PostedValue>
  /** Half-width fields that take their whole row of the grid (grid-rows.ts). */
  span?: ReadonlySet<string>
}) {
  return fields.map((field) => (
    <ExtraInput
      key={field.name}
      uid={uid}
      field={field}
      error={form.errors[field.name]}
      onEdit={form.clearError}
      value={values?.[field.name]}
      className={span?.has(field.name) ? 'field-span' : undefined}
    />
  ))
}
