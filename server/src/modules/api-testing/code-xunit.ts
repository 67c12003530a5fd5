import { escapeRegExp } from '../../platform/regex.js'
import { readComparison } from './code-checks.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { readResponsePredicate } from './code-response-predicates.js'
import { type Idiom, type Subject, say, subjectOf } from './code-subjects.js'
import { callOf } from './code-syntax.js'

/**
 * .NET API tests: xUnit's `Assert.*` on a RestSharp response (`response.StatusCode`, `response.Content`,
 * `response.ContentType`) or on its parsed JSON (`json["a"]["b"]`, casts and `.ToString()` dropped), and RestSharp's
 * request calls (`request.AddHeader`, `request.AddQueryParameter`, `client.ExecutePostAsync(request)`). The expected
 * value comes first in xUnit (`Assert.Equal(expected, actual)`). `json["x"]` is null only when the key is missing
 * (Json.NET gives a JSON null as a value), so `Assert.NotNull` / `Assert.Null` are presence checks.
 */

const ASSERT = /^Assert\.(\w+)\(([\s\S]*)\)\s*;?$/
const EXECUTE =
  /^(?:(?:var|RestResponse(?:<\w+>)?)\s+[A-Za-z_]\w*\s*=\s*)?(?:await\s+)?[A-Za-z_]\w*\.Execute(Get|Post|Put|Patch|Delete|Head|Options)?(?:Async)?(?:<\w+>)?\(\s*[A-Za-z_]\w*\s*(?:,\s*[A-Za-z_]\w*\s*)?\)\s*;?$/
const REQUEST_CALL = /^[A-Za-z_]\w*\.(AddHeader|AddQueryParameter)\(\s*("(?:[^"\\]|\\.)*")\s*,\s*("(?:[^"\\]|\\.)*")\s*\)\s*;?$/

/** HttpStatusCode's names for the codes API tests check. */
const STATUS_NAMES: Record<string, string> = {
  OK: '200',
  Created: '201',
  Accepted: '202',
  NoContent: '204',
  MovedPermanently: '301',
  Found: '302',
  Redirect: '302',
  NotModified: '304',
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  MethodNotAllowed: '405',
  NotAcceptable: '406',
  Conflict: '409',
  Gone: '410',
  PreconditionFailed: '412',
  UnsupportedMediaType: '415',
  UnprocessableEntity: '422',
  UnprocessableContent: '422',
  TooManyRequests: '429',
  InternalServerError: '500',
  BadGateway: '502',
  ServiceUnavailable: '503',
}

/** Spaces around the operator, as C# is written: `Value<int>()` holds a `<` that is no comparison. */
const COMPARED = /^(.+?)\s+(==|!=|>=|<=|>|<)\s+(.+)$/

export function readXunit(written: string): Idiom | undefined {
  const text = written.trim()
  const execute = EXECUTE.exec(text)
  if (execute) return { texts: [execute[1] ? `Send a ${execute[1].toUpperCase()} request` : 'Send the request'] }
  const request = REQUEST_CALL.exec(text)
  if (request) {
    const [name, value] = [csString(request[2]!), csString(request[3]!)]
    return { texts: [request[1] === 'AddHeader' ? `Set header ${name}: ${value}` : `Query ${name} is ${value}`] }
  }
  const assertion = ASSERT.exec(text)
  if (!assertion) return undefined
  const call = callOf(`${assertion[1]}(${assertion[2]})`)
  if (!call) return undefined
  const reported: Idiom = { reason: `Assert.${call.name}(${assertion[2]}) has no exact reading; write the check in words` }
  const [first, second] = call.args
  switch (call.name) {
    case 'Equal':
    case 'NotEqual': {
      if (call.args.length !== 2) return reported
      const negate = call.name === 'NotEqual'
      const actual = netSubject(second!)
      const status = /^HttpStatusCode\.(\w+)$/.exec(first!.trim())
      if (actual?.kind === 'status' && !negate) {
        const code = status ? STATUS_NAMES[status[1]!] : /^\d{3}$/.test(first!.trim()) ? first!.trim() : undefined
        return code ? { texts: [say.status([code])] } : reported
      }
      if (actual?.kind === 'header' && actual.name === 'Content-Type' && !negate) {
        const media = csString(first!)
        return media && /^[\w.+-]+\/[\w.+-]+$/.test(media) ? { texts: [`Verify content type is ${media}`] } : reported
      }
      // `Assert.Equal(12, json["items"].Count())`
      const counted = /^(.+?)\.Count(?:\(\))?$/.exec(second!.trim())
      const list = counted ? netSubject(counted[1]!) : undefined
      if (list?.kind === 'path' && /^\d+$/.test(first!.trim()) && !negate) return { texts: [say.length(list.path, '==', first!.trim())] }
      const value = netLiteral(first!)
      if (actual?.kind !== 'path' || value === undefined) return reported
      return { texts: [say.equals(actual.path, value, negate)] }
    }
    case 'NotNull':
    case 'Null': {
      const actual = call.args.length === 1 ? netSubject(first!) : undefined
      return actual?.kind === 'path' ? { texts: [say.exists(actual.path, call.name === 'Null')] } : reported
    }
    case 'Contains':
    case 'DoesNotContain': {
      // RestSharp's header list searched by name: `Assert.Contains(h => h.Name == "Location", response.Headers)`.
      const named = call.args.length === 2 ? /^(\w+)\s*=>\s*\1\.Name\s*==\s*"([A-Za-z][\w-]*)"$/.exec(first!.trim()) : null
      if (named && /^(?:response|res|resp)\.Headers$/.test(second!.trim()))
        return { texts: [say.header(named[2]!, call.name === 'Contains' ? 'exists' : 'does not exist')] }
      const needle = call.args.length === 2 ? csString(first!) : undefined
      const haystack = call.args.length === 2 ? netSubject(second!) : undefined
      if (needle === undefined || haystack?.kind !== 'text') return reported
      return { texts: [say.bodyContains(JSON.stringify(needle), call.name === 'DoesNotContain')] }
    }
    case 'Empty':
    case 'NotEmpty': {
      const list = call.args.length === 1 ? netSubject(first!) : undefined
      return list?.kind === 'path' ? { texts: [say.length(list.path, call.name === 'Empty' ? '==' : '>', '0')] } : reported
    }
    case 'Matches':
    case 'DoesNotMatch': {
      const pattern = call.args.length === 2 ? csString(first!) : undefined
      const actual = call.args.length === 2 ? netSubject(second!) : undefined
      if (pattern === undefined || actual?.kind !== 'path' || call.name === 'DoesNotMatch') return reported
      return { texts: [say.matches(actual.path, pattern)] }
    }
    case 'StartsWith':
    case 'EndsWith': {
      const affix = call.args.length === 2 ? csString(first!) : undefined
      const actual = call.args.length === 2 ? netSubject(second!) : undefined
      if (affix !== undefined && actual?.kind === 'header') {
        const edge = escapeRegExp(affix).replace(/\//g, '\\/')
        return { texts: [say.header(actual.name, `matches /${call.name === 'StartsWith' ? `^${edge}` : `${edge}$`}/`)] }
      }
      if (affix === undefined || actual?.kind !== 'path') return reported
      const escaped = escapeRegExp(affix)
      return { texts: [say.matches(actual.path, call.name === 'StartsWith' ? `^${escaped}` : `${escaped}$`)] }
    }
    case 'True':
    case 'False': {
      if (call.args.length !== 1) return reported
      const compared = COMPARED.exec(first!.trim())
      if (compared) {
        if (call.name === 'False') return reported
        const subject = netSubject(compared[1]!)
        const value = netLiteral(compared[3]!)
        return subject && value !== undefined ? readComparison(subject, compared[2]!, value) : reported
      }
      // `Assert.True((bool)json["active"])`: the flag is true (false for Assert.False).
      const flag = /^\(bool\??\)\s*(.+)$/.exec(first!.trim())
      const subject = flag ? netSubject(flag[1]!) : undefined
      // `Assert.True(response.IsSuccessStatusCode)`, `Assert.False(response.Headers.Contains("X"))`.
      const predicate = readResponsePredicate(flag ? flag[1]! : first!, call.name === 'False')
      if (predicate) return predicate
      return subject?.kind === 'path' ? { texts: [say.equals(subject.path, call.name === 'True' ? 'true' : 'false')] } : reported
    }
    default:
      return reported
  }
}

/** A C# expression on the response: `response.StatusCode`, `response.Content`, `response.ContentType`, `json["a"][0]`. */
function netSubject(code: string): Subject | undefined {
  const text = code
    .trim()
    .replace(/^(?:\((?:int|long|decimal|double|float|string|bool)\??\)\s*)+/, '')
    .replace(/(?:\?\.|\.)(?:ToString|Value<\w+>)\(\)$/, '')
    .replace(/\.Value$/, '')
  const response = /^(?:response|res|resp|result)\.(\w+)$/.exec(text)
  if (response) {
    if (response[1] === 'StatusCode') return { kind: 'status' }
    if (response[1] === 'Content') return { kind: 'text' }
    if (response[1] === 'ContentType') return { kind: 'header', name: 'Content-Type', media: true }
    return undefined
  }
  const json = /^(?:json|body|data|doc|obj)((?:\[(?:"[^"]+"|\d+)\])+)$/.exec(text)
  if (!json) return undefined
  const path = json[1]!.replace(/\["([^"]+)"\]/g, (_, key: string) => (/^[A-Za-z_][\w-]*$/.test(key) ? `.${key}` : `['${key}']`))
  return subjectOf(`$${path}`)
}

/** A C# literal as JSON text: a string (verbatim `@"…"` too), a number (suffix dropped), true / false / null. */
function netLiteral(code: string): string | undefined {
  const text = code.trim()
  const string = csString(text)
  if (string !== undefined) return JSON.stringify(string)
  if (/^-?\d+(?:\.\d+)?[mMdDfFlL]?$/.test(text)) return text.replace(/[mMdDfFlL]$/, '')
  return /^(?:true|false|null)$/.test(text) ? jsonFromLiteral(text) : undefined
}

/** A C# string literal's value: `"a\"b"` with its escapes undone, `@"^\d+$"` as written. */
function csString(code: string): string | undefined {
  const text = code.trim()
  const verbatim = /^@"((?:[^"]|"")*)"$/.exec(text)
  if (verbatim) return verbatim[1]!.replace(/""/g, '"')
  const plain = /^"((?:[^"\\]|\\.)*)"$/.exec(text)
  return plain ? plain[1]!.replace(/\\(.)/g, '$1') : undefined
}
