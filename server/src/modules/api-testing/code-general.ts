import { readAssertCall } from './code-assert-calls.js'
import { readClientScript, readGuard } from './code-guards.js'
import { readKeywordRow } from './code-keyword-rows.js'
import { readPhpUnit } from './code-phpunit.js'
import type { Idiom } from './code-subjects.js'

/**
 * The general reader of assertions in test code (docs/api-testing-specs.md, "Assertion calls of any test library"):
 * keyword-table rows, client scripts and Frisby expectations, `if` guards that fail the test, PHPUnit's own
 * assertions (code-phpunit.ts), and assertion calls.
 * It runs after the readers of each tool, on a line that looks like code and holds an assertion word, so prose never
 * pays for it.
 */

const CODE_SHAPE = /[(\t]| {2}|^assert\s|\s(?:should|must)[A-Z]/
const ASSERTION_WORD =
  /assert|expect|should|equal|contain|fatal|throw|raise|fail|client\.|status|length|empty|nil|null|same|variable|count|len|key|greater|less|\bis\(|successful|must[A-Z]/i

export function readGeneralAssertion(text: string): Idiom | undefined {
  if (!CODE_SHAPE.test(text) || !ASSERTION_WORD.test(text)) return undefined
  return readKeywordRow(text) ?? readClientScript(text) ?? readGuard(text) ?? readPhpUnit(text) ?? readAssertCall(text)
}
