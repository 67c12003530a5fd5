/**
 * A small, forgiving scanner for test code: it finds matching brackets and top-level commas while skipping
 * strings, template literals, regex literals and comments, and canonicalizes literals so `'Lamp'`, `"Lamp"` and
 * `` `Lamp` `` compare equal. It never evaluates code (healed code is untrusted).
 */

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' }

/** Index just past a string, template or regex literal that starts at `i`, or `i` when none starts there. */
function skipLiteral(code: string, i: number, regexAllowed: boolean): number {
  const ch = code[i]
  if (ch === "'" || ch === '"') {
    let j = i + 1
    while (j < code.length && code[j] !== ch && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1
    return j + 1
  }
  if (ch === '`') {
    let j = i + 1
    while (j < code.length && code[j] !== '`') {
      if (code[j] === '\\') j += 2
      else if (code[j] === '$' && code[j + 1] === '{') j = matchingBracket(code, j + 1) + 1
      else j++
    }
    return j + 1
  }
  if (ch === '/' && code[i + 1] === '/') {
    const end = code.indexOf('\n', i)
    return end < 0 ? code.length : end
  }
  if (ch === '/' && code[i + 1] === '*') {
    const end = code.indexOf('*/', i + 2)
    return end < 0 ? code.length : end + 2
  }
  if (ch === '/' && regexAllowed) {
    let j = i + 1
    let inClass = false
    while (j < code.length && code[j] !== '\n') {
      if (code[j] === '\\') j++
      else if (code[j] === '[') inClass = true
      else if (code[j] === ']') inClass = false
      else if (code[j] === '/' && !inClass) break
      j++
    }
    j++
    while (/[a-z]/i.test(code[j] ?? '')) j++
    return j
  }
  return i
}

function regexAllowedAfter(code: string, i: number): boolean {
  let j = i - 1
  while (j >= 0 && /\s/.test(code[j]!)) j--
  return j < 0 || /[(,=:[!&|?{};+\-*%<>~^]/.test(code[j]!) || /\b(?:return|typeof|case|in|of)$/.test(code.slice(Math.max(0, j - 6), j + 1))
}

/** Index of the bracket closing the one at `open`, or -1. */
export function matchingBracket(code: string, open: number): number {
  const stack: string[] = []
  for (let i = open; i < code.length; i++) {
    const skipped = skipLiteral(code, i, regexAllowedAfter(code, i))
    if (skipped !== i) {
      i = skipped - 1
      continue
    }
    const ch = code[i]!
    if (OPEN[ch]) stack.push(OPEN[ch])
    else if (ch === stack.at(-1)) {
      stack.pop()
      if (stack.length === 0) return i
    } else if (ch === ')' || ch === ']' || ch === '}') return -1
  }
  return -1
}

/** Splits the text between brackets at top-level commas (trimmed; a trailing empty part is dropped). */
export function splitTopLevel(inner: string): string[] {
  const parts: string[] = []
  let start = 0
  for (let i = 0; i < inner.length; i++) {
    const skipped = skipLiteral(inner, i, regexAllowedAfter(inner, i))
    if (skipped !== i) {
      i = skipped - 1
      continue
    }
    const ch = inner[i]!
    if (OPEN[ch]) {
      const close = matchingBracket(inner, i)
      if (close < 0) break
      i = close
    } else if (ch === ',') {
      parts.push(inner.slice(start, i).trim())
      start = i + 1
    }
  }
  const last = inner.slice(start).trim()
  if (last !== '') parts.push(last)
  return parts
}

/** The value of a simple string literal (`'a'`, `"a"`, or a template without `${}`), else undefined. */
export function stringLiteralValue(text: string): string | undefined {
  const trimmed = text.trim()
  const quote = trimmed[0]
  if (!quote || !`'"\``.includes(quote) || trimmed.at(-1) !== quote || trimmed.length < 2) return undefined
  const inner = trimmed.slice(1, -1)
  if (quote === '`' && inner.includes('${')) return undefined
  return inner.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/gs, (_, esc: string) => {
    if (esc.startsWith('u{')) return String.fromCodePoint(Number.parseInt(esc.slice(2, -1), 16))
    if (esc.startsWith('u') || esc.startsWith('x')) return String.fromCharCode(Number.parseInt(esc.slice(1), 16))
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' } as Record<string, string>)[esc] ?? esc
  })
}

/**
 * A canonical text for an expression made of literals: strings become JSON strings whatever their quotes, object
 * keys are quoted, numbers are normalized (`12.50` -> `12.5`), whitespace and trailing commas outside literals
 * are dropped, and `String(v('x'))` / `` `${v('x')}` `` become `v("x")`. Anything else is kept as written.
 */
export function canonicalLiteral(text: string): string {
  const code = text
    .trim()
    .replace(/^String\((v\(['"`][A-Za-z_]\w*['"`]\))\)$/, '$1')
    .replace(/^`\$\{(v\(['"`][A-Za-z_]\w*['"`]\))\}`$/, '$1')
  let out = ''
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!
    const skipped = skipLiteral(code, i, regexAllowedAfter(code, i))
    if (skipped !== i) {
      const literal = code.slice(i, skipped)
      const value = ch === '/' ? undefined : stringLiteralValue(literal)
      out += value === undefined ? (literal.startsWith('//') || literal.startsWith('/*') ? '' : literal) : JSON.stringify(value)
      i = skipped - 1
      continue
    }
    if (/\s/.test(ch)) continue
    const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(code.slice(i))
    if (number && !/[\w$.]/.test(code[i - 1] ?? '')) {
      out += String(Number(number[0]))
      i += number[0].length - 1
      continue
    }
    const key = /^[A-Za-z_$][\w$]*(?=\s*:)/.exec(code.slice(i))
    if (key && /[{,]$/.test(out)) {
      out += JSON.stringify(key[0])
      i += key[0].length - 1
      continue
    }
    out += ch
  }
  return out.replace(/,([}\]])/g, '$1')
}
