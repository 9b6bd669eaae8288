'use client'
import { useState } from 'react'

// The period: a preset, or two dates. Typing a date switches the preset to `custom`; without
// JavaScript the dates count when `custom` is chosen (the hint says so).

export interface RangeFieldsProps {
  preset: string
  from: string
  to: string
  today: string
  presets: { value: string; label: string }[]
  labels: { preset: string; from: string; to: string; hint: string }
  errors: { from?: string[]; to?: string[] }
}

export function RangeFields({ preset: initial, from, to, today, presets, labels, errors }: RangeFieldsProps) {
  const [preset, setPreset] = useState(initial)
  const date = (name: 'from' | 'to', value: string, label: string) => {
    const messages = errors[name] ?? []
    return (
      <div className="field">
        <label htmlFor={`stats-${name}`}>{label}</label>
        <input
          id={`stats-${name}`}
          name={name}
          type="date"
          defaultValue={value}
          max={today}
          min="2000-01-01"
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length > 0 ? `stats-${name}-error` : 'stats-range-hint'}
          onChange={() => setPreset('custom')}
        />
        {messages.length > 0 && (
          <p className="field__error" id={`stats-${name}-error`}>
            {messages.join(' ')}
          </p>
        )}
      </div>
    )
  }
  return (
    <div className="stats-range">
      <div className="field">
        <label htmlFor="stats-preset">{labels.preset}</label>
        <select id="stats-preset" name="preset" value={preset} onChange={(e) => setPreset(e.target.value)}>
          {presets.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      {date('from', from, labels.from)}
      {date('to', to, labels.to)}
      <p className="muted stats-range__hint" id="stats-range-hint">
        {labels.hint}
      </p>
    </div>
  )
}
