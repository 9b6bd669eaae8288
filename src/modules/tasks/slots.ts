// When a task is due, in Swiss time whatever the machine's zone (ADR 0045). A slot is the latest
// planned start at or before `now`, named by its Zurich wall-clock time ('2026-11-27T06:00'); a
// run is recorded under its slot, so a slot runs once, and a slot missed while the app was down
// runs as soon as it is up again.

export type TaskTiming = { kind: 'daily'; hour: number; minute: number } | { kind: 'hourly'; minute: number } | { kind: 'every'; minutes: number }

const ZONE = 'Europe/Zurich'
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

type Wall = { date: string; hour: number; minute: number }

export function zurichWall(at: Date): Wall {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]))
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) }
}

function previousDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10)
}

const two = (n: number) => String(n).padStart(2, '0')

/** The slot due at `now`: the latest planned start not after it, as Zurich wall-clock time. */
export function dueSlot(timing: TaskTiming, now: Date): string {
  const wall = zurichWall(now)
  if (timing.kind === 'daily') {
    const reached = wall.hour * 60 + wall.minute >= timing.hour * 60 + timing.minute
    return `${reached ? wall.date : previousDate(wall.date)}T${two(timing.hour)}:${two(timing.minute)}`
  }
  if (timing.kind === 'every') return `${wall.date}T${two(wall.hour)}:${two(wall.minute - (wall.minute % timing.minutes))}`
  const hour = wall.minute >= timing.minute ? wall : zurichWall(new Date(now.getTime() - 3_600_000))
  return `${hour.date}T${two(hour.hour)}:${two(timing.minute)}`
}

/** How long a slot may stay without a finished run before the team is told it is overdue. */
export function graceMinutes(timing: TaskTiming): number {
  if (timing.kind === 'every') return timing.minutes * 3
  return timing.kind === 'daily' ? 60 : 30
}
