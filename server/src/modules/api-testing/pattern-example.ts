/**
 * The shortest readable string a JSON Schema `pattern` accepts, built from the pattern itself: literals kept,
 * each class gives its first character (`[A-Z]` -> `A`, `\d` -> `0`), each quantifier its minimum (`+` once,
 * `*` and `?` never), each alternation its first branch. Only that subset is read; anything else (lookarounds,
 * back references, negated classes) gives undefined, and so does a result the pattern does not accept.
 *
 * @example patternString('^[A-Z][A-Z0-9_]*-\\d+$') // 'A-0'
 */
export function patternString(pattern: string): string | undefined {
  let regex: RegExp
  try {
    regex = new RegExp(pattern, 'u')
  } catch {
    return undefined
  }
  const reader = { text: pattern, at: 0 }
  const value = alternation(reader)
  if (value === undefined || reader.at !== pattern.length) return undefined
  return regex.test(value) ? value : undefined
}

interface Reader {
  text: string
  at: number
}

const CLASS_ESCAPES: Record<string, string> = { d: '0', w: 'a', s: ' ' }

function alternation(r: Reader): string | undefined {
  const first = sequence(r)
  while (r.text[r.at] === '|') {
    r.at++
    if (sequence(r) === undefined) return undefined
  }
  return first
}

function sequence(r: Reader): string | undefined {
  let out = ''
  while (r.at < r.text.length && r.text[r.at] !== '|' && r.text[r.at] !== ')') {
    const atom = readAtom(r)
    if (atom === undefined) return undefined
    const times = quantifier(r)
    if (times === undefined) return undefined
    out += atom.repeat(times)
  }
  return out
}

function readAtom(r: Reader): string | undefined {
  const c = r.text[r.at++]!
  if (c === '^' || c === '$') return ''
  if (c === '.') return 'a'
  if (c === '(') {
    if (r.text[r.at] === '?') {
      if (r.text[r.at + 1] !== ':') return undefined
      r.at += 2
    }
    const inner = alternation(r)
    if (r.text[r.at] !== ')') return undefined
    r.at++
    return inner
  }
  if (c === '[') return characterClass(r)
  if (c === '\\') return escaped(r)
  if ('*+?{'.includes(c)) return undefined
  return c
}

function escaped(r: Reader): string | undefined {
  const c = r.text[r.at++]
  if (c === undefined || /[1-9bBDWSpPk]/.test(c)) return undefined
  return CLASS_ESCAPES[c] ?? (c === 'n' ? '\n' : c === 't' ? '\t' : c)
}

function characterClass(r: Reader): string | undefined {
  if (r.text[r.at] === '^') return undefined
  let first: string | undefined
  while (r.at < r.text.length && r.text[r.at] !== ']') {
    const c = r.text[r.at++]!
    const value = c === '\\' ? escaped(r) : c
    if (value === undefined) return undefined
    first ??= value
  }
  if (r.text[r.at] !== ']' || first === undefined) return undefined
  r.at++
  return first
}

/** The minimum repetition of the quantifier at the reader (1 when there is none). */
function quantifier(r: Reader): number | undefined {
  const c = r.text[r.at]
  let times = 1
  if (c === '*' || c === '?') {
    r.at++
    times = 0
  } else if (c === '+') r.at++
  else if (c === '{') {
    const match = /^\{(\d+)(?:,(\d*))?\}/.exec(r.text.slice(r.at))
    if (!match) return undefined
    r.at += match[0].length
    times = Number(match[1])
  }
  if (r.text[r.at] === '?') r.at++ // lazy: same minimum
  return times
}
