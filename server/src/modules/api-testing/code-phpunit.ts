import { callLiteral, callSubject } from './code-call-subjects.js'
import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted } from './code-syntax.js'

/**
 * PHPUnit's assertions whose meaning is PHPUnit's own, on a decoded body (`$data['eFiled']`) or a PSR-7 response
 * (Guzzle): `assertTrue` / `assertFalse` are strict (`=== true`), `assertIsInt` / `assertIsString` / `assertIsBool`
 * test the decoded type, `assertContains` looks for an item of a list (PHPUnit 9 took strings away from it), and
 * `assertStringContainsString` for a part of a text, the body's text being `(string) $response->getBody()`.
 * What PHP cannot tell apart stays reported: `assertIsArray` (a JSON list or object), `assertIsFloat` (`2.0` decodes
 * to a float, `2` to an int), `assertNull` (a missing key reads as null with only a warning), `assertContains` on the
 * whole body (its values, not its keys). Other assertions go on to the general reader (code-assert-calls.ts).
 */

const CALL = /^(?:\$this\s*->\s*|(?:self|static|parent|Assert|TestCase|PHPUnit\\Framework\\Assert)::)(assert\w+)\s*\(([\s\S]*)\)\s*;?$/

const TYPES: Record<string, string> = { assertIsInt: 'integer', assertIsString: 'string', assertIsBool: 'boolean' }
const UNREAD: Record<string, string> = {
  assertIsArray: 'a PHP array is a JSON list or a JSON object',
  assertIsFloat: 'json_decode gives a float for 2.0 and an int for 2',
  assertIsNumeric: 'a numeric text passes it as a number does',
  assertNull: 'a missing key reads as null, with only a warning',
}

/** The PSR-7 body as text: `(string) $response->getBody()`, `$response->getBody()->getContents()`. */
const BODY_TEXT =
  /^(?:\(string\)\s*\$(?:response|res|resp)->getBody\(\)|\$(?:response|res|resp)->getBody\(\)->(?:getContents|__toString)\(\)|\(string\)\s*\$(?:response|res|resp)->getBody\(\)->getContents\(\))$/

export function readPhpUnit(text: string): Idiom | undefined {
  const call = CALL.exec(text.trim())
  const args = call ? callOf(`f(${call[2]})`)?.args : undefined
  if (!call || !args) return undefined
  const name = call[1]!
  const reported = (why: string): Idiom => ({ reason: `${name}() has no exact reading here: ${why}; write the check in words` })
  const [first, second] = args
  const path = (code: string | undefined) => {
    const subject = code === undefined ? undefined : callSubject(code)
    return subject?.kind === 'path' ? subject.path : undefined
  }
  if ((name === 'assertTrue' || name === 'assertFalse') && args.length <= 2) {
    const field = path(first)
    return field ? { texts: [say.equals(field, name === 'assertTrue' ? 'true' : 'false')] } : undefined
  }
  if (TYPES[name] && args.length <= 2) {
    const field = path(first)
    return field ? { texts: [say.type(field, TYPES[name]!)] } : undefined
  }
  if (UNREAD[name] && path(first)) return reported(UNREAD[name]!)
  if ((name === 'assertContains' || name === 'assertNotContains') && args.length >= 2 && args.length <= 3) {
    const field = path(second)
    const value = first === undefined ? undefined : callLiteral(first)
    if (!field || value === undefined) return undefined
    if (field === '$') return reported("on the whole body it looks among the object's values")
    return { texts: [say.contains(field, value, name === 'assertNotContains')] }
  }
  if ((name === 'assertStringContainsString' || name === 'assertStringNotContainsString') && args.length >= 2 && args.length <= 3) {
    const needle = quoted(first ?? '')
    const negate = name === 'assertStringNotContainsString'
    if (needle === undefined) return undefined
    if (BODY_TEXT.test(second!.trim())) return { texts: [say.bodyContains(JSON.stringify(needle), negate)] }
    const field = path(second)
    return field && field !== '$' ? { texts: [say.contains(field, JSON.stringify(needle), negate)] } : undefined
  }
  return undefined
}
