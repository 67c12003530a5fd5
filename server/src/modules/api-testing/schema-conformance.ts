import type { StatusPattern } from './api-spec.js'

/**
 * Contract and schema wording (round 14): how testers and the contract tools (Dredd, Schemathesis) say the response
 * has the documented shape. What a `schema` step carries is a schema of the spec's `## Schemas` section by name, or a
 * ```json block; so a check naming one (`The payload should match the FiringJob schema`, `Response body is valid
 * according to the Ticket JSON schema`) is a schema step, and one naming the operation's schema in an OpenAPI
 * document (`conforms to the OpenAPI schema for this operation`, Schemathesis' `response_schema_conformance`) names
 * none the test has: it is reported, never read as a regex on the body. `not a server error` (Schemathesis'
 * `not_a_server_error`) is a status below 500. The documented status codes and media types of an operation are not
 * in the spec either: `status code conformance` and `content-type conformance` are reported with how to name them.
 */

export type SchemaWording =
  /** A schema step: by name, or `null` for the one in the step's ```json block. */
  | { schema: string | null }
  | { status: StatusPattern[] }
  /** `Content-Type application/json`, a Dredd line without its verb: the media type. */
  | { contentType: string }
  | { reason: string }

const BELOW_500: StatusPattern[] = ['1xx', '2xx', '3xx', '4xx']

const NOT_IN_SPEC =
  'the operation\'s own schema (OpenAPI, documented) is not part of an API spec: name one from "## Schemas" (matches schema "Product") or add a ```json block'

const SUBJECT = String.raw`(?:the\s+)?(?:(?:(?:api|http|server)\s+)?(?:response|returned|received)(?:\s+(?:body|payload|json|data|object))?|body|payload|json|reply|result|output|it)?\s*`
const MODAL = String.raw`(?:(?:should|must|shall|will|needs?\s+to|has\s+to|have\s+to|is|are)\s+(?:be\s+)?)?`
const VERB = String.raw`(?:match(?:es|ing)?(?:\s+with)?|conform(?:s|ing)?\s+to|adher(?:es?|ing)\s+to|compl(?:y|ies|ying|iant)\s+with|follow(?:s|ing)?|satisf(?:y|ies|ying)|fit(?:s|ting)?|respect(?:s|ing)?|validat(?:es?|ing)\s+(?:against|with)|valid\s+(?:against|according\s+to|per|for|with))`
const NAME = String.raw`["'\x60]?[A-Za-z][\w.-]*["'\x60]?`
const NAMED = new RegExp(
  String.raw`^${SUBJECT}${MODAL}${VERB}\s+(?:the\s+|an?\s+)?(?:(${NAME})\s+(?:json\s+)?schema(?:\s+(?:definition|model))?|(?:json\s+)?schema(?:\s+(?:of|for)\s+(?:the\s+|an?\s+)?|\s+)?(${NAME})?)(\s+.+)?$`,
  'i',
)
/** Words before "schema" that name where a schema is written, not one of the spec's schemas. */
const ELSEWHERE =
  /^(?:openapi|oas|swagger|documented|defined|declared|published|specified|spec(?:'?d)?|api|contract|operation|operation's|endpoint's|expected|correct|right|proper|valid|same|given|this|that|its|their|our)$/i
/** A schema named as the response's or JSON's own is the step's inline one. */
const PLAIN = /^(?:response|json|body)$/i

const SERVER_ERROR =
  /^(?:the\s+)?(?:(?:response|reply|result|call|request|api|server|endpoint|it|status(?:\s+code)?|http\s+status)\s+)?(?:(?:is|was|should|must|will|does|did|shall)\s+)?(?:not|never|n't)\s+(?:be\s+|return\s+|give\s+|respond\s+with\s+|come\s+back\s+(?:as|with)\s+)?(?:a\s+|an\s+|any\s+)?(?:5xx|server[\s-]+error|5xx\s+(?:server\s+)?error|internal\s+server\s+error\s+or\s+other\s+5xx)s?$/i
const NO_SERVER_ERROR =
  /^(?:there\s+(?:is|are|should\s+be|must\s+be)\s+)?no\s+(?:5xx|server[\s-]+error)(?:\s+(?:status|errors?|responses?))?s?$/i
const CONFORMANCE =
  /^(?:the\s+)?(status[\s_-]+code|content[\s_-]+type|response[\s_-]+schema|response[\s_-]+headers?|headers?)[\s_-]+conformance(?:\s+(?:check|passes|holds|is\s+ok|ok))?$/i

const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const satisfies readonly StatusPattern[]
/** `status code < 500`, `below 400`, `>= 400`: a bound at a class's edge is a list of classes; any other is left alone. */
const STATUS_BOUND =
  /^(?:the\s+)?(?:(?:response|http)\s+)?status(?:\s+code)?\s+(?:(?:is|should\s+be|must\s+be)\s+)?(<=?|>=?|less\s+than|lower\s+than|below|under|smaller\s+than|greater\s+than|higher\s+than|above|over)\s+(?:or\s+equal\s+to\s+)?([1-6]00)$/i
/** Words one of these readings needs: most checks have none, and pay one test. */
const HINT = /schema|conformance|server|5xx|\d00\b|^content/i
const BARE_MEDIA = /^content[\s-]type\s+([a-z]+\/[\w.+-]+)$/i

function statusBound(body: string): SchemaWording | undefined {
  const bound = STATUS_BOUND.exec(body.trim().replace(/\s*[.!]$/, ''))
  if (!bound) return undefined
  const [, word, n] = bound
  const edge = Number(n![0])
  const below = /^(?:<|less|lower|below|under|smaller)/i.test(word!)
  const inclusive = /=|or\s+equal/i.test(bound[0])
  // `< 500` leaves 1xx-4xx; `<= 500` would take 500 alone out of 5xx, which no class list says.
  if (inclusive === below) return { reason: 'a status bound is read at a class edge: status < 500, status >= 400' }
  const classes = CLASSES.filter((c) => (below ? Number(c[0]) < edge : Number(c[0]) >= edge))
  return classes.length > 0 ? { status: classes } : undefined
}

/** The contract reading of a check's text (its "Verify" already removed), or undefined when it is none. */
export function schemaWording(body: string): SchemaWording | undefined {
  if (!HINT.test(body)) return undefined
  const lower = body.toLowerCase()
  if (/\d00\b/.test(lower) && lower.includes('status')) {
    const bound = statusBound(body)
    if (bound) return bound
  }
  if (lower.startsWith('content')) {
    const media = BARE_MEDIA.exec(body.trim())
    if (media) return { contentType: media[1]! }
  }
  if (lower.includes('server') || lower.includes('5xx')) {
    const text = body.replace(/_/g, ' ').replace(/\s*[.!]$/, '')
    if (SERVER_ERROR.test(text) || NO_SERVER_ERROR.test(text) || /^not a server error$/i.test(text)) return { status: BELOW_500 }
  }
  if (lower.includes('conformance')) return conformance(body)
  if (!lower.includes('schema')) return undefined
  const named = NAMED.exec(body.trim().replace(/\s*[.!]$/, ''))
  if (!named) return outsideQuotes(body) ? looseSchema(body) : undefined
  const name = (named[1] ?? named[2])?.replace(/^["'`]|["'`]$/g, '')
  const tail = named[3]?.trim()
  if (name && ELSEWHERE.test(name)) return { reason: NOT_IN_SPEC }
  // `… schema for this operation`, `… schema in the spec`: a schema written somewhere the test does not have.
  if (tail) return { reason: NOT_IN_SPEC }
  return { schema: name && !PLAIN.test(name) ? name : null }
}

function conformance(body: string): SchemaWording | undefined {
  const what = CONFORMANCE.exec(body.trim().replace(/\s*[.!]$/, ''))?.[1]
    ?.toLowerCase()
    .replace(/[\s_-]+/g, ' ')
  if (!what) return undefined
  if (what === 'status code')
    return { reason: 'the status codes the operation documents are not part of an API spec: name them (status is 200 or 404)' }
  if (what === 'content type')
    return { reason: 'the media types the operation documents are not part of an API spec: name one (Content-Type is application/json)' }
  if (what === 'response schema') return { reason: NOT_IN_SPEC }
  return { reason: 'the headers the operation documents are not part of an API spec: check each by name (header Location exists)' }
}

/** "schema" as a word of the sentence, not of a quoted value or a JSON path. */
function outsideQuotes(body: string): boolean {
  return /(?:^|\s)(?:json\s+)?schema\b/i.test(body.replace(/"[^"]*"|'[^']*'|`[^`]*`|\/[^/\s]*\//g, ' '))
}

const LOOSE = new RegExp(String.raw`\b${VERB}\s+(?:(?:the|an?|this|that|its)\s+)?(?:[\w"'\x60.-]+\s+){0,3}(?:json\s+)?schema\b`, 'i')
const PATH_FIRST = /^\s*(?:the\s+)?(?:\$[.[]|\S+\s+(?:field|property|key|array|list|item|object)\b)/i

/** Any other sentence that says the response fits a schema: reported, never read as a pattern on the body. */
function looseSchema(body: string): SchemaWording | undefined {
  if (!LOOSE.test(body)) return undefined
  if (PATH_FIRST.test(body))
    return { reason: 'a schema check is of the whole response body: a field is checked by its type or value ($.id is a number)' }
  return { reason: 'a schema check names one schema: matches schema "Product" (from "## Schemas") or the schema in a ```json block' }
}
