import type { Idiom } from './code-subjects.js'

/**
 * A declaration in test code (`val total = 3`, `var body = response.bodyAsText()`, `let id = json["id"]`,
 * `const items = res.data.items`) that no tool's reader reads as a save: it names a value and checks nothing. The
 * sentence layer would take `val` for a misspelt "validate" and read `val total = 3` as a check that total is 3, so
 * such a line is reported instead.
 */
const DECLARATION = /^(?:val|var|let|const|final|auto|my)\s+[A-Za-z_$][\w$]*(?:\s*:\s*[A-Za-z_][\w<>?,. [\]]*)?\s*=\s*\S/

export const declaresValue = (text: string) => DECLARATION.test(text.trim())

export function readDeclaration(text: string): Idiom | undefined {
  if (!declaresValue(text)) return undefined
  return { reason: 'a declaration in test code names a value and checks nothing; write the check on the value in words' }
}
