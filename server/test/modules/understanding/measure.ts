import { describe, expect, it } from 'vitest'
import { summarizeApiStep } from '../../../src/modules/api-testing/step-summary.js'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { summarizeUiAction } from '../../../src/modules/pipeline/action-summary.js'
import { understandUiStep } from '../../../src/modules/pipeline/step-understanding.js'

/**
 * How the held-out sets are measured: prints the share understood exactly, and splits the rest into reported (an
 * `unknown` naming the line) and misread (some other plan). A misread is worse than a miss: the step would run as
 * something it does not say.
 */
export function measure(name: string, set: [string, string][], plan: (step: string) => string) {
  const reported: string[] = []
  const misread: string[] = []
  for (const [step, expected] of set) {
    const got = plan(step)
    if (got === expected) continue
    const line = `${step}\n    want ${expected}\n    got  ${got}`
    if (got.split(' | ').includes('unknown')) reported.push(line)
    else misread.push(line)
  }
  const pct = (100 * (set.length - reported.length - misread.length)) / set.length
  console.log(
    `${name}: ${pct.toFixed(1)}% of ${set.length} understood; ${reported.length} reported, ${misread.length} misread\n` +
      `reported:\n${reported.join('\n')}\nmisread:\n${misread.join('\n')}`,
  )
  return { pct, reported, misread }
}

/**
 * An opened held-out set's floor: at least `floor` percent understood, and the misreads exactly the `named` steps
 * (each test names why: notation only, or one of two fair readings). No names: nothing misread.
 */
export function expectMeasured(
  name: string,
  set: [string, string][],
  plan: (step: string) => string,
  floor: number,
  named: Record<string, string> = {},
) {
  const { pct, misread } = measure(name, set, plan)
  expect(pct).toBeGreaterThanOrEqual(floor)
  expect(misread.map((line) => line.split('\n')[0]!).sort()).toEqual(Object.keys(named).sort())
}

/** A UI step's plan in the compact notation of `summarizeUiAction`, actions joined by ` | `. */
export const uiPlan = (step: string) => understandUiStep(step, 3).actions.map(summarizeUiAction).join(' | ')

/** An API step's plan in the notation of `summarizeApiStep`, planned as a step of a `POST /tasks` test. */
export const apiPlan = (text: string) =>
  understandApiStep({ text, line: 3 }, { method: 'POST', path: '/tasks' }).steps.map(summarizeApiStep).join(' | ')

/**
 * The tests of a held-out set that has been tuned on: at least `min` phrasings of each kind, each kind understood
 * at 95% or more, and none misread. A kind left out of `sets` is not tuned on yet (its own round holds it).
 */
export function describeTunedSet(
  title: string,
  name: string,
  sets: { ui?: [string, string][]; api?: [string, string][] },
  min: { ui: number; api: number },
) {
  describe(title, () => {
    const kinds = [
      ['UI', sets.ui, uiPlan, min.ui],
      ['API', sets.api, apiPlan, min.api],
    ] as const
    for (const [kind, set, plan, least] of kinds) {
      if (!set) continue
      it(`has at least ${least} ${kind} phrasings`, () => expect(set.length).toBeGreaterThanOrEqual(least))
      it(`${kind}: understood as written, none misread`, () => {
        const { pct, misread } = measure(`${kind} ${name}`, set, plan)
        expect(pct).toBeGreaterThanOrEqual(95)
        expect(misread).toEqual([])
      })
    }
  })
}

/**
 * A phrasing corpus: every entry is planned exactly as its second column says, and every `reported` step is
 * reported (an `unknown` on its own line, with a reason), never guessed.
 */
export function describeCorpus(
  title: string,
  kind: 'UI' | 'API',
  corpus: readonly [string, string][],
  reported: readonly string[],
  least: { steps: number; reported: number },
) {
  const plan = kind === 'UI' ? uiPlan : apiPlan
  describe(title, () => {
    it(`holds at least ${least.steps} steps and ${least.reported} that must stay reported`, () => {
      expect(corpus.length).toBeGreaterThanOrEqual(least.steps)
      expect(reported.length).toBeGreaterThanOrEqual(least.reported)
    })
    it.each(corpus)('%s', (text, expected) => {
      expect(plan(text)).toBe(expected)
    })
    it.each(reported)('%s is reported, not guessed', (text) => {
      if (kind === 'UI') {
        expect(uiPlan(text)).toBe('unknown')
        return
      }
      const understood = understandApiStep({ text, line: 9 }, { method: 'POST', path: '/tasks' })
      expect(understood.steps.map((step) => step.kind)).toEqual(['unknown'])
      expect(understood.steps[0]).toMatchObject({ line: 9, reason: expect.stringMatching(/\w/) })
    })
  })
}
