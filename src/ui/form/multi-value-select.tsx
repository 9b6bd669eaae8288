/**
 * A GET-form select for one filter list: it shows the first chosen value, further values of the
 * path travel as hidden inputs (so submitting keeps them). Used by the job and institution searches.
 */
export function MultiValueSelect({
  id,
  name,
  label,
  anyLabel,
  options,
  values,
  hint,
}: {
  id: string
  name: string
  label: string
  anyLabel: string
  options: readonly { value: string; label: string }[]
  values: readonly string[]
  hint?: { id: string; text: string }
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={values[0] ?? ''} aria-describedby={hint?.id}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hint.id} className="field__hint">
          {hint.text}
        </p>
      )}
      {values.slice(1).map((v) => (
        <input key={v} type="hidden" name={name} value={v} />
      ))}
    </div>
  )
}
