// Steps of a start that need nothing of each other run at once (ADR 0058, Session 15): the demo data
// mostly waits for PostgreSQL, the build mostly computes and reads no data. The first failure stops
// the start with that step's name; the other steps are stopped first, or, when stopping one midway
// would leave a state a later start does not repair (a half-loaded demo database counts as loaded),
// awaited to their end.

export type Step = {
  /** what the step does, for the messages ("the demo data", "the build") */
  name: string
  /** starts the step; it should end early when `signal` aborts (a child process spawned with it is killed) */
  run: (signal: AbortSignal) => Promise<void>
  /** false: never stopped midway; on another step's failure it is awaited to its end */
  interruptible: boolean
}

/** A step's failure, naming the step. */
export class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly reason: unknown,
  ) {
    super(`${step} failed: ${reason instanceof Error ? reason.message : String(reason)}`)
    this.name = 'StepFailed'
  }
}

/**
 * Runs every step at once. Resolves when all succeeded; on the first failure, aborts the
 * interruptible ones, waits for every step to settle, and rejects with a StepFailed of the first.
 */
export async function sideBySide(steps: readonly Step[], log: (line: string) => void = () => {}): Promise<void> {
  const controllers = steps.map(() => new AbortController())
  let first: StepFailed | undefined
  const settled = steps.map((step, i) =>
    step.run(controllers[i]!.signal).then(
      () => undefined,
      (reason: unknown) => {
        if (first) return
        first = new StepFailed(step.name, reason)
        steps.forEach((other, j) => {
          if (j === i) return
          if (other.interruptible) {
            log(`${step.name} failed: stopping ${other.name}`)
            controllers[j]!.abort(first)
          } else {
            log(`${step.name} failed: waiting for ${other.name} to end (stopped midway it would stay half done)`)
          }
        })
      },
    ),
  )
  await Promise.all(settled)
  if (first) throw first
}
