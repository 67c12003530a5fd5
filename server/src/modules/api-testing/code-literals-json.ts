import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * Values written in test code as JSON text: JavaScript and Python literals (`'x'`, `{ name: 'x' }`, `True`,
 * `None`, trailing commas) and Karate's JS-like objects. Anything that is not a plain literal (a variable, a call,
 * an expression) gives undefined, so a check on it is reported rather than compared with text.
 */

const WORDS: Record<string, string> = { true: 'true', false: 'false', null: 'null', True: 'true', False: 'false', None: 'null' }

/** The literal as JSON text (`{{VAR}}` placeholders kept), or undefined when it is no literal. */
export function jsonFromLiteral(written: string): string | undefined {
  const text = written.trim()
  let out = ''
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (ch === '"' || ch === "'" || ch === '`') {
      const end = closingQuote(text, i)
      if (end < 0) return undefined
      const inner = text.slice(i + 1, end)
      if (ch === '`' && inner.includes('${')) return undefined
      out += JSON.stringify(inner.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c))
      i = end + 1
      continue
    }
    const placeholder = /^\{\{\s*[A-Za-z_]\w*\s*\}\}/.exec(text.slice(i))
    if (placeholder) {
      out += placeholder[0]
      i += placeholder[0].length
      continue
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(i))
    if (word) {
      const after = text.slice(i + word[0].length)
      if (/^\s*:/.test(after) && /[{,]\s*$/.test(out)) out += JSON.stringify(word[0])
      else if (WORDS[word[0]] !== undefined) out += WORDS[word[0]]
      else return undefined
      i += word[0].length
      continue
    }
    const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?[lLdDfF]?/.exec(text.slice(i))
    if (number) {
      out += number[0].replace(/[lLdDfF]$/, '')
      i += number[0].length
      continue
    }
    // A trailing comma before a closing bracket is dropped (JS and Python allow it, JSON does not).
    if (ch === ',' && /^,\s*[}\]]/.test(text.slice(i))) {
      i++
      continue
    }
    if (!/[\s{}[\]:,]/.test(ch)) return undefined
    out += ch
    i++
  }
  return parseJsonWithPlaceholders(out).ok ? out : undefined
}

function closingQuote(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === text[open]) return i
  }
  return -1
}
