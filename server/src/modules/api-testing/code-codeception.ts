import { statusValue } from './code-call-subjects.js'
import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * Codeception's REST module, the actor `$I`: `seeResponseCodeIs(201)` (or `HttpCode::CREATED`),
 * `seeResponseCodeIsSuccessful()`, `seeResponseIsJson()`, `seeResponseJsonMatchesJsonPath('$.id')`, `seeHttpHeader(…)`,
 * `seeResponseContains('x')`, their `dontSee…` forms, and `$id = $I->grabDataFromResponseByJsonPath('$.id')[0]` /
 * `grabHttpHeader('X')` as saves. `seeResponseContainsJson([…])` finds its fragment anywhere in the body and a request
 * with a PHP array body is code the rules do not send: both reported.
 */

const ACTOR = /^(?:\$([A-Za-z_]\w*)\s*=\s*)?\$I->(\w+)\(([\s\S]*)\)(\[0\])?$/
const CLASSES: Record<string, string> = { Successful: '2xx', Redirection: '3xx', ClientError: '4xx', ServerError: '5xx' }

export function readCodeception(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  const actor = ACTOR.exec(text)
  if (!actor) return undefined
  const [, variable, method, inner, first] = actor
  const call = callOf(`f(${inner})`)
  const args = call?.args ?? []
  const [a, b] = args.map((arg) => quoted(arg))
  const reported: Idiom = { reason: `$I->${method}() has no exact reading here; write the step in words` }
  if (variable !== undefined) {
    if (method === 'grabDataFromResponseByJsonPath' && first && a && args.length === 1) {
      const path = normalizeJsonPath(a)
      return path ? { texts: [say.save(path, variable)] } : reported
    }
    if (method === 'grabHttpHeader' && a && args.length === 1) return { texts: [say.save(`header ${a}`, variable)] }
    return reported
  }
  if (first) return reported
  const range = /^seeResponseCodeIs(Successful|Redirection|ClientError|ServerError)$/.exec(method!)
  if (range && args.length === 0) return { texts: [say.status([CLASSES[range[1]!]!])] }
  switch (method) {
    case 'seeResponseCodeIs': {
      const code = args.length === 1 ? statusValue(args[0]!.replace(/^HttpCode::/, 'HttpStatus::')) : undefined
      return code ? { texts: [say.status([code])] } : reported
    }
    case 'seeResponseIsJson':
      return args.length === 0 ? { texts: ['Verify the response is JSON'] } : reported
    case 'seeResponseJsonMatchesJsonPath':
    case 'dontSeeResponseJsonMatchesJsonPath': {
      const path = a && args.length === 1 ? normalizeJsonPath(a) : undefined
      return path ? { texts: [say.exists(path, method.startsWith('dont'))] } : reported
    }
    case 'seeHttpHeader':
    case 'dontSeeHttpHeader':
      if (!a) return reported
      if (args.length === 1) return { texts: [say.header(a, method.startsWith('dont') ? 'does not exist' : 'exists')] }
      return args.length === 2 && b !== undefined && method === 'seeHttpHeader' ? { texts: [say.headerEquals(a, b)] } : reported
    case 'seeResponseContains':
    case 'dontSeeResponseContains':
      return a !== undefined && args.length === 1 ? { texts: [say.bodyContains(JSON.stringify(a), method.startsWith('dont'))] } : reported
    default:
      return reported
  }
}
