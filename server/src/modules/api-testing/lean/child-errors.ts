import fs from 'node:fs'
import type { JsonLocation, JsonTestError } from './protocol.js'

/**
 * Errors as Playwright's JSON report gives them: the message is the stack's head (`Error: status\n\nexpect…`), the
 * stack keeps only frames of the test code (not Node's, not node_modules', not the harness's), the location is the
 * first of those frames and the snippet the code around it, marked as Playwright marks it.
 */

const FRAME = /^\s+at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/

/** Files whose frames are the harness's or a library's, never the test code's. */
function internal(file: string, harness: string): boolean {
  return file.startsWith('node:') || file.includes('/node_modules/') || file === harness || !file.startsWith('/')
}

/** Where a position of transformed code was in its source (1-based), when the file is one the harness transformed. */
export type PositionMap = (file: string, line: number, column: number) => { line: number; column: number } | undefined

export function serializeError(error: unknown, harness: string, map: PositionMap): JsonTestError {
  if (!(error instanceof Error) || typeof error.stack !== 'string') {
    return { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  }
  const lines = error.stack.split('\n')
  let head = lines.findIndex((line) => FRAME.test(line))
  if (head < 0) head = lines.length
  const text = lines.slice(0, head).join('\n')
  // Playwright's client errors carry a stack headed by the message alone; the report names the error first.
  const message = text.startsWith(`${error.name}:`) || text === error.name ? text : `${error.name}: ${text}`
  const frames = lines
    .slice(head)
    .filter((line) => {
      const match = FRAME.exec(line)
      return match && !internal(match[1]!, harness)
    })
    .map((line) => {
      const [, file, l, c] = FRAME.exec(line)!
      const at = map(file!, Number(l), Number(c))
      const mapped = at ? line.replace(`${file}:${l}:${c}`, `${file}:${at.line}:${at.column}`) : line
      return mapped.replace(/at <anonymous> \((.*)\)$/, 'at $1') // an anonymous function's frame, as Playwright prints it
    })
  const out: JsonTestError = { message, stack: [message, ...frames].join('\n') }
  const first = frames[0] ? FRAME.exec(frames[0]) : null
  if (first) {
    const location: JsonLocation = { file: first[1]!, line: Number(first[2]), column: Number(first[3]) }
    out.location = location
    const snippet = codeFrame(location)
    if (snippet) out.snippet = snippet
  }
  return out
}

/** Two lines before and three after the location, `>` on its line and `^` under its column (Playwright's frame). */
function codeFrame(location: JsonLocation): string | undefined {
  let source: string
  try {
    source = fs.readFileSync(location.file, 'utf8')
  } catch {
    return undefined
  }
  const lines = source.split('\n')
  const from = Math.max(1, location.line - 2)
  const to = Math.min(lines.length, location.line + 3)
  const width = String(to).length
  const out: string[] = []
  for (let n = from; n <= to; n++) {
    const text = lines[n - 1] ?? ''
    const gutter = `${n === location.line ? '>' : ' '} ${String(n).padStart(width)} |`
    out.push(text === '' ? gutter : `${gutter} ${text}`)
    if (n === location.line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, location.column - 1))}^`)
  }
  return out.join('\n')
}

/** Playwright's message for a test that ran out of time. */
export function timeoutError(ms: number): JsonTestError {
  return { message: `Test timeout of ${ms}ms exceeded.` }
}
