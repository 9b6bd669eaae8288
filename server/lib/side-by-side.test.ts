import { describe, expect, it } from 'vitest'
import { sideBySide, StepFailed, type Step } from './side-by-side'

// The start runs the demo data and the build at once (ADR 0058, Session 15).
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new Error('aborted'))
    })
  })

describe('steps side by side', () => {
  it('runs the steps at once, not one after the other', async () => {
    const started: number[] = []
    const step = (name: string): Step => ({
      name,
      interruptible: true,
      run: async () => {
        started.push(Date.now())
        await sleep(80)
      },
    })
    const t0 = Date.now()
    await sideBySide([step('a'), step('b')])
    expect(Date.now() - t0).toBeLessThan(150)
    expect(Math.abs(started[0]! - started[1]!)).toBeLessThan(40)
  })

  it('on a failure stops an interruptible step at once and names the failed one', async () => {
    let stopped = false
    const build: Step = {
      name: 'the build',
      interruptible: true,
      run: (signal) => {
        signal.addEventListener('abort', () => (stopped = true))
        return sleep(5_000, signal)
      },
    }
    const seed: Step = { name: 'the demo data', interruptible: false, run: () => sleep(10).then(() => Promise.reject(new Error('exited with 1'))) }
    const lines: string[] = []
    const t0 = Date.now()
    const error = await sideBySide([seed, build], (l) => lines.push(l)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StepFailed)
    expect((error as StepFailed).message).toBe('the demo data failed: exited with 1')
    expect(stopped).toBe(true)
    expect(Date.now() - t0).toBeLessThan(1_000)
    expect(lines).toEqual(['the demo data failed: stopping the build'])
  })

  it('lets a step that must not stop midway end before it reports the failure', async () => {
    let seedEnded = false
    const seed: Step = {
      name: 'the demo data',
      interruptible: false,
      run: async (signal) => {
        await sleep(60)
        expect(signal.aborted).toBe(false)
        seedEnded = true
      },
    }
    const build: Step = { name: 'the build', interruptible: true, run: () => Promise.reject(new Error('next build exited with 1')) }
    const error = await sideBySide([seed, build]).catch((e: unknown) => e)
    expect(seedEnded).toBe(true)
    expect((error as Error).message).toBe('the build failed: next build exited with 1')
  })

  it('reports the first failure when both fail', async () => {
    const failing = (name: string, ms: number): Step => ({ name, interruptible: true, run: () => sleep(ms).then(() => Promise.reject(new Error('no'))) })
    const error = await sideBySide([failing('late', 50), failing('early', 5)]).catch((e: unknown) => e)
    expect((error as StepFailed).step).toBe('early')
  })
})
