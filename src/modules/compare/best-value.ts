// Which cells of a comparison row hold its best value (ADR 0064). Pure. A row marks nothing when
// fewer than two employers have a value or when all values are equal: "best" must tell something.

export type Better = 'higher' | 'lower'

/** The indexes of the best values (ties: all of them); null values never win. */
export function bestIndexes(values: readonly (number | boolean | null)[], better: Better): number[] {
  const numbers = values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v))
  const present = numbers.filter((v): v is number => v !== null)
  if (present.length < 2) return []
  const best = better === 'higher' ? Math.max(...present) : Math.min(...present)
  if (present.every((v) => v === best)) return []
  return numbers.flatMap((v, index) => (v === best ? [index] : []))
}
