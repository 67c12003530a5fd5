/** Per-case scores of the two prompts, and what they say: pure, data in / data out. */

export interface CasePair {
  case_index: number
  case_name: string
  original: number | null
  modified: number | null
}

export interface IterationSummary {
  cases: (CasePair & { difference: number | null })[]
  compared: number
  mean_original: number | null
  mean_modified: number | null
  mean_difference: number | null
  better: number
  worse: number
  ties: number
  winner: 'original' | 'modified' | 'tie'
  p_value: number | null
  significant: boolean
  note: string
}

const round = (n: number) => Math.round(n * 10_000) / 10_000

/** Two-sided exact sign test: the chance of a split at least this uneven if neither prompt were better. */
export function signTestP(better: number, worse: number): number {
  const n = better + worse
  if (n === 0) return 1
  const k = Math.min(better, worse)
  let tail = 0
  let c = 1 // C(n, 0)
  for (let i = 0; i <= k; i++) {
    tail += c
    c = (c * (n - i)) / (i + 1)
  }
  return Math.min(1, (2 * tail) / 2 ** n)
}

/**
 * Pairs the two runs' scores by case; the winner is the prompt with the higher mean score (equal means: tie). The
 * sign test counts cases where the modified prompt scored higher vs lower (ties dropped); below 0.05 is significant.
 */
export function summarize(pairs: CasePair[]): IterationSummary {
  const cases = pairs.map((p) => ({
    ...p,
    difference: p.original === null || p.modified === null ? null : round(p.modified - p.original),
  }))
  const both = cases.filter((c) => c.difference !== null)
  const mean = (xs: number[]) => (xs.length === 0 ? null : round(xs.reduce((a, b) => a + b, 0) / xs.length))
  const meanO = mean(both.map((c) => c.original!))
  const meanM = mean(both.map((c) => c.modified!))
  const meanD = mean(both.map((c) => c.difference!))
  const better = both.filter((c) => c.difference! > 0).length
  const worse = both.filter((c) => c.difference! < 0).length
  const ties = both.length - better - worse
  const winner = meanD === null || meanD === 0 ? 'tie' : meanD > 0 ? 'modified' : 'original'
  const p = both.length === 0 ? null : round(signTestP(better, worse))
  const significant = p !== null && p < 0.05
  const n = better + worse
  let note: string
  if (both.length === 0) note = 'No case has a score from both prompts: nothing to compare.'
  else if (n === 0) note = `All ${both.length} case(s) scored the same with both prompts.`
  else {
    const split = `modified better on ${better}, worse on ${worse}, equal on ${ties} of ${both.length} case(s)`
    const verdict = significant
      ? `the difference is significant (sign test p = ${p})`
      : `not significant (sign test p = ${p}): the winner may be chance`
    note = `${split}; ${verdict}.${n < 10 ? ` Small sample: with ${n} differing case(s) a sign test ${n < 6 ? 'cannot reach p < 0.05 at all' : 'needs a near-unanimous split'}; add cases before trusting the winner.` : ''}`
  }
  return {
    cases,
    compared: both.length,
    mean_original: meanO,
    mean_modified: meanM,
    mean_difference: meanD,
    better,
    worse,
    ties,
    winner,
    p_value: p,
    significant,
    note,
  }
}
