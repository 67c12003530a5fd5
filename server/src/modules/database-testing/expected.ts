/**
 * The `Expected:` threshold of a database check: `0`, `< 1%`, `<= 5 rows`, `>= 1000`, `between 10 and 20`,
 * `< 24 hours`, `no rows`. Pure: text in, a comparison out; `holds` judges a measured value against it.
 */

export type Comparator = '<' | '<=' | '>' | '>=' | '=' | '!='
export type ExpectedUnit = 'count' | 'percent' | 'rows' | 'seconds'

export interface Expected {
  /** As written, for rendering and display. */
  text: string
  op: Comparator | 'between'
  value: number
  /** Upper bound of `between`. */
  high?: number
  unit: ExpectedUnit
}

const TIME_UNITS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  seconds: 1,
  m: 60,
  min: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hour: 3600,
  hours: 3600,
  d: 86_400,
  day: 86_400,
  days: 86_400,
}

function unitOf(word: string | undefined): { unit: ExpectedUnit; scale: number } | undefined {
  if (!word) return { unit: 'count', scale: 1 }
  const w = word.toLowerCase()
  if (w === '%' || w === 'percent') return { unit: 'percent', scale: 1 }
  if (w === 'row' || w === 'rows') return { unit: 'rows', scale: 1 }
  const seconds = TIME_UNITS[w]
  if (seconds !== undefined) return { unit: 'seconds', scale: seconds }
  return undefined
}

const NUMBER = '(-?\\d+(?:\\.\\d+)?)'
const UNIT = '\\s*(%|[a-zA-Z]+)?'
const COMPARISON = new RegExp(`^(<=|>=|==|!=|<>|<|>|=)?\\s*${NUMBER}${UNIT}$`)
const BETWEEN = new RegExp(`^between\\s+${NUMBER}\\s+and\\s+${NUMBER}${UNIT}$`, 'i')
const WORDS: Record<string, Comparator> = {
  'at most': '<=',
  'at least': '>=',
  'less than': '<',
  'more than': '>',
  'fewer than': '<',
  'greater than': '>',
  exactly: '=',
}

/** Parses an `Expected:` value; a string is the reason it could not be read. */
export function parseExpected(raw: string): Expected | string {
  const text = raw.trim()
  if (text === '') return 'Expected is empty'
  if (/^no rows?$/i.test(text)) return { text, op: '=', value: 0, unit: 'rows' }
  const between = BETWEEN.exec(text)
  if (between) {
    const unit = unitOf(between[3])
    if (!unit) return `Unknown unit "${between[3]}" in Expected "${text}"`
    const low = Number(between[1]) * unit.scale
    const high = Number(between[2]) * unit.scale
    if (low > high) return `Expected "${text}": the lower bound is above the upper bound`
    return { text, op: 'between', value: low, high, unit: unit.unit }
  }
  let rest = text
  let op: Comparator | undefined
  for (const [word, comparator] of Object.entries(WORDS)) {
    if (rest.toLowerCase().startsWith(`${word} `)) {
      op = comparator
      rest = rest.slice(word.length).trim()
      break
    }
  }
  const match = COMPARISON.exec(rest)
  if (!match || (op && match[1])) {
    return `Cannot read Expected "${text}": write a number with an optional comparison and unit, e.g. "0", "< 1%", ">= 1000 rows", "< 24 hours", "between 1 and 5"`
  }
  const unit = unitOf(match[3])
  if (!unit) return `Unknown unit "${match[3]}" in Expected "${text}" (use %, rows, or seconds/minutes/hours/days)`
  const written = match[1] === '==' ? '=' : match[1] === '<>' ? '!=' : (match[1] as Comparator | undefined)
  return { text, op: op ?? written ?? '=', value: Number(match[2]) * unit.scale, unit: unit.unit }
}

/** Does `actual` satisfy `expected`? Float comparisons allow a tiny rounding margin. */
export function holds(expected: Expected, actual: number): boolean {
  const eps = 1e-9
  switch (expected.op) {
    case '<':
      return actual < expected.value - eps
    case '<=':
      return actual <= expected.value + eps
    case '>':
      return actual > expected.value + eps
    case '>=':
      return actual >= expected.value - eps
    case '=':
      return Math.abs(actual - expected.value) <= eps
    case '!=':
      return Math.abs(actual - expected.value) > eps
    case 'between':
      return actual >= expected.value - eps && actual <= (expected.high ?? expected.value) + eps
  }
}
