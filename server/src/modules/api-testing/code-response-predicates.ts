import { callSubject } from './code-call-subjects.js'
import { type Idiom, say } from './code-subjects.js'
import { quoted } from './code-syntax.js'

/**
 * A response object's own yes/no questions, as an assertion call or a guard holds them: Ktor's
 * `response.status.isSuccess()` and .NET HttpClient's `response.IsSuccessStatusCode` (both 200-299), and whether a
 * header is there: PSR-7 `$response->hasHeader('X')`, Servlet / Apache `containsHeader("X")`, fetch's
 * `res.headers.has("x")`, Ktor's `response.headers.contains("X")`. Negated (`assertFalse`, `if … { t.Fatal }`), a
 * header is absent; a status outside 2xx names no status, so it is reported.
 */

const RESPONSE = '(?:response|res|resp|rsp|r|httpResponse|apiResponse)'
/** `response.EnsureSuccessStatusCode()` (.NET): built once, it was compiled for every step. */
const ENSURE_SUCCESS = new RegExp(String.raw`^(?:await\s+)?${RESPONSE}\.EnsureSuccessStatusCode\(\)\s*;?$`)
const SUCCESS = new RegExp(String.raw`^${RESPONSE}(?:\.|\?\.)(?:status\.isSuccess\(\)|IsSuccessStatusCode)$`)
const HAS_HEADER = new RegExp(
  String.raw`^\$?${RESPONSE}(?:\.|->)(?:hasHeader|containsHeader|headers\.has|headers\.contains|Headers\.Contains)\(\s*(["'][^"']+["'])\s*\)$`,
)

export function readResponsePredicate(written: string, negate: boolean): Idiom | undefined {
  // C#'s `(bool)` cast of a nullable flag, as an NUnit constraint rewrite leaves it.
  const text = written.replace(/^\(bool\)\s*/, '')
  if (SUCCESS.test(text))
    return negate ? { reason: `"${text}" false is any status outside 2xx; write the status expected` } : { texts: [say.status(['2xx'])] }
  const header = HAS_HEADER.exec(text)
  if (!header) return text.endsWith(')') ? readSerdeType(text, negate) : undefined
  const name = quoted(header[1]!)!
  // .NET keeps Content-* headers apart (response.Content.Headers): its Headers.Contains throws on them.
  if (/\.Headers\.Contains\(/.test(text) && /^content-/i.test(name))
    return { reason: `${name} is a content header in .NET (response.Content.Headers); write the check in words` }
  return { texts: [say.header(name, negate ? 'does not exist' : 'exists')] }
}

/** .NET's `response.EnsureSuccessStatusCode();` throws unless the status is 200-299. */
export function readEnsureSuccess(text: string): Idiom | undefined {
  return ENSURE_SUCCESS.test(text.trim()) ? { texts: [say.status(['2xx'])] } : undefined
}

/**
 * serde_json's type questions on a `Value`: `body["guests"].is_array()`. Indexing a missing key gives `Value::Null`,
 * so `is_null()` holds for a missing field too (reported, as Perl's undef is); `is_i64()` / `is_u64()` / `is_f64()`
 * ask how the number was written, no JSON type.
 */
const SERDE_TYPES: Record<string, string> = {
  is_array: 'array',
  is_object: 'object',
  is_string: 'string',
  is_number: 'number',
  is_boolean: 'boolean',
}

function readSerdeType(text: string, negate: boolean): Idiom | undefined {
  const question = /^(.+)\.(is_\w+)\(\)$/.exec(text)
  if (!question || !/\[\s*"|\.get\(/.test(question[1]!)) return undefined
  const subject = callSubject(question[1]!)
  if (subject?.kind !== 'path') return undefined
  const type = SERDE_TYPES[question[2]!]
  if (question[2] === 'is_null')
    return { reason: `${text}: serde_json gives Null for a missing key too; write "is null" or "does not exist" in words` }
  if (!type) return undefined
  if (negate) return { reason: `${text} false is any other type; write the type expected` }
  return { texts: [say.type(subject.path, type)] }
}
