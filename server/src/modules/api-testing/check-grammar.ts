import { STATUS_CODES } from 'node:http'
import { escapeRegExp } from '../../platform/regex.js'
import { rawi } from '../understanding/regex-cache.js'
import { STATUS_CLASSES, type StatusClass, type StatusPattern, type Step, type StepOf } from './api-spec.js'
import { parseFieldCheck } from './field-grammar.js'
import { normalizeJsonPath } from './json-path.js'
import { saysAbsent, saysPresent } from './presence-words.js'
import { schemaWording } from './schema-conformance.js'
import { parseRegex, parseTextValue, unquote } from './step-values.js'

/**
 * The checks half of the step grammar: status, body text, JSON fields, headers, content type, response time and
 * schema. Each reader gets the step text with its leading "Verify"/"Expect"/… already removed.
 */

export interface StepContext {
  line: number
  text: string
  /** A fenced code block written under the bullet. */
  code?: { lang: string | null; value: string }
}

/** Reads a check, or returns undefined when the text is not one. */
export function parseCheck(body: string, ctx: StepContext): Step | undefined {
  return (
    parseSchemaWording(body, ctx) ??
    parseStatus(body, ctx) ??
    parseResponseTime(body, ctx) ??
    parseContentType(body, ctx) ??
    parseSchema(body, ctx) ??
    parseHeaderCheck(body, ctx) ??
    parseBodyContains(body, ctx) ??
    parseFieldCheck(body, ctx)
  )
}

function unknown(ctx: StepContext, reason: string): StepOf<'unknown'> {
  return { kind: 'unknown', line: ctx.line, text: ctx.text, reason }
}

function parseStatus(body: string, ctx: StepContext): Step | undefined {
  if (
    /^(?:the\s+)?(?:response|request|call)\s+(?:is\s+successful|succeeds|is\s+a\s+success|(?:should|must)\s+(?:be\s+successful|succeed|be\s+a\s+success)|was\s+successful)$/i.test(
      body,
    )
  ) {
    return { kind: 'status', line: ctx.line, text: ctx.text, anyOf: ['2xx'] }
  }
  // `the answer should be ok (200)`: the reason phrase with its code; `the response is OK` alone means 200.
  const ok =
    /^(?:the\s+)?(?:response|answer|reply|result|call|request)\s+(?:is|should\s+be|must\s+be|was)\s+(?:an?\s+)?(?:ok|okay|success(?:ful)?)\s*(?:\((\d{3})\))?$/i.exec(
      body,
    )
  if (ok?.[1] || (ok && /\bok(?:ay)?\b/i.test(body)))
    return { kind: 'status', line: ctx.line, text: ctx.text, anyOf: [Number(ok[1] ?? 200)] }
  const match =
    /^(?:the\s+)?(?:returned\s+)?(?:response\s+(?:(?:has|returns|comes\s+back\s+with)\s+(?:a\s+|the\s+)?)?|http\s+)?(?:status(?:\s+code)?|response\s+code)(?!\s+(?:field|property|key|attribute)\b)\s*(?:(?:is|should\s+be|must\s+be|to\s+be)\s+(?:one\s+of|in|either)|one\s+of|either|is\s+in|is|should\s+be|must\s+be|to\s+be|equals|(?:should\s+|must\s+|to\s+)?equal|==|=|:|of)?\s*(.+)$/i.exec(
      body,
    ) ?? /^(?:the\s+)?(?:response\s*:?\s+)?(\d{3}(?:\s+[A-Za-z][A-Za-z -]*)?|[1-5]xx)$/i.exec(body)
  if (!match) return undefined
  // `in the 2xx range`
  const anyOf = parseStatusList(match[1]!.replace(/^the\s+/i, '').replace(/\s+(?:range|class|family|series)$/i, ''))
  if (!anyOf) return unknown(ctx, 'a status must be a code (201), a class (2xx) or a list (401 or 403)')
  return { kind: 'status', line: ctx.line, text: ctx.text, anyOf }
}

/** The names of each status class (RFC 9110, section 15): `a 4xx client error`, `404 client error`. */
const CLASS_WORDS: Record<string, string[]> = {
  '1': ['informational'],
  '2': ['success', 'successful'],
  '3': ['redirect', 'redirection'],
  '4': ['client'],
  '5': ['server'],
}

/**
 * The words after a status code are its reason phrase (`404 Not Found`, from Node's table, any part of it), its class's name (`4xx client error`) or say
 * where it comes (`back`, `returned`): `Expect 400 when the title is missing` says more than the status, so it is not
 * read as the status alone.
 */
export function reasonOf(code: string, words: string | undefined): boolean {
  const phrase = [...(STATUS_CODES[Number(code)] ?? '').toLowerCase().split(/\s+/), ...(CLASS_WORDS[code[0]!] ?? [])]
  return (words ?? '')
    .toLowerCase()
    .split(/\s+/)
    .every((word) => word === '' || phrase.includes(word) || /^(?:back|returned|expected|http|status|response|code|error)$/.test(word))
}

/** `201`, `2xx`, `201 Created`, `401 or 403`, `200, 201 and 204` -> patterns; undefined when any part is not one. */
export function parseStatusList(raw: string): StatusPattern[] | undefined {
  const parts = raw
    .trim()
    .replace(/\([^)]*\)/g, '')
    .split(/\s*(?:,|\bor\b|\band\b|\/|\|)\s*/i)
    .filter((part) => part.trim() !== '')
  if (parts.length === 0) return undefined
  const patterns: StatusPattern[] = []
  for (const part of parts) {
    const match = /^(\d{3}|[1-5]xx)(\s+[A-Za-z][A-Za-z' -]*)?$/i.exec(part.trim())
    if (!match || !reasonOf(match[1]!, match[2])) return undefined
    const token = match[1]!.toLowerCase()
    const pattern: StatusPattern = STATUS_CLASSES.includes(token as StatusClass) ? (token as StatusClass) : Number(token)
    if (typeof pattern === 'number' && (pattern < 100 || pattern > 599)) return undefined
    if (!patterns.includes(pattern)) patterns.push(pattern)
  }
  return patterns
}

function parseResponseTime(body: string, ctx: StepContext): Step | undefined {
  const match =
    /^(?:the\s+)?response(?:\s+time)?\s*(?:is|should\s+be|must\s+be)?\s*(?:under|below|less\s+than|lower\s+than|within|at\s+most|no\s+more\s+than|<=?|(?:should\s+not|must\s+not|does\s+not|doesn't)\s+exceed)\s*(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)?$/i.exec(
      body,
    ) ??
    /^(?:the\s+)?(?:response\s+|request\s+)?(?:(?:should\s+be\s+|is\s+|gets\s+)?(?:returned|received|served|delivered)|(?:should\s+|must\s+|will\s+)?(?:arrives?|responds?|completes?|returns?|finish(?:es)?|comes?\s+back)|is\s+received)\s+(?:(?:with)?in|under)\s+(?:less\s+than\s+|under\s+)?(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)?$/i.exec(
      body,
    ) ??
    /^(?:the\s+)?(?:response|request)\s+(?:takes|is|(?:should|must)\s+take)\s+(?:less\s+than|under|at\s+most|no\s+more\s+than)\s+(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)?$/i.exec(
      body,
    )
  if (!match) return undefined
  const amount = Number(match[1])
  const maxMs = /^s/i.test(match[2] ?? 'ms') ? amount * 1000 : amount
  if (!(maxMs > 0)) return unknown(ctx, 'a response time limit must be above 0 ms')
  return { kind: 'response_time', line: ctx.line, text: ctx.text, maxMs }
}

const MEDIA_ALIASES: Record<string, string> = {
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  text: 'text/plain',
  'plain text': 'text/plain',
}

/** Normalizes a content type to its lower-case media type (`application/json; charset=utf-8` -> `application/json`). */
export function normalizeMediaType(raw: string): string | undefined {
  const text = unquote(raw).trim().toLowerCase()
  const alias = MEDIA_ALIASES[text]
  if (alias) return alias
  const media = text.split(';')[0]!.trim()
  return /^[\w.+-]+\/[\w.+*-]+$/.test(media) ? media : undefined
}

const CHARSET = /;\s*charset\s*=\s*"?([\w.:-]+)"?\s*$/i

function parseContentType(body: string, ctx: StepContext): Step | undefined {
  const match =
    /^(?:the\s+)?(?:response\s+)?(?:header\s+)?["'`]?(?:content[- ]type|media\s+type)["'`]?(?:\s+header)?\s*(?:is|should\s+be|must\s+be|equals|==|=|:)\s*(.+)$/i.exec(
      body,
    ) ??
    /^(?:the\s+)?(?:response|body|response\s+body)\s+(?:is|should\s+be|must\s+be)\s+(?:in\s+)?(?:the\s+)?(json|xml|html|plain\s+text|text)(?:\s+format)?$/i.exec(
      body,
    )
  // `The response is application/json or application/problem+json`: media types named as what the response is.
  const named =
    /^(?:the\s+)?(?:response|body|payload|result|reply|(?:response|returned)\s+(?:body|payload))\s+(?:is|should\s+be|must\s+be|comes\s+back\s+as)\s+(?:either\s+)?([a-z]+\/[\w.+-]+(?:\s*(?:,\s*(?:or\s+)?|\s+or\s+)[a-z]+\/[\w.+-]+)*)$/i.exec(
      body,
    )
  if (named) return contentTypes(named[1]!, ctx)
  // `is exactly "…"` compares the whole header: the header check reads it.
  if (!match || /^exactly\s/i.test(match[1]!)) return undefined
  // `Content-Type header is present`: presence words name no media type; the header check reads them.
  const tail = /\s((?:is|are|isn't|should|must|does|doesn't|exists)\b.*)$/i.exec(body)?.[1]
  if (tail && (saysPresent(tail) || saysAbsent(tail))) return undefined
  const oneOf = /^one\s+of\s+(.+)$/i.exec(match[1]!.trim())
  if (oneOf) return contentTypes(oneOf[1]!, ctx)
  // `Content-Type must be application/json or application/problem+json`: any of them.
  if (/^[a-z]+\/[\w.+-]+(?:\s*,\s*(?:or\s+)?|\s+or\s+)[a-z]+\/[\w.+-]+/i.test(match[1]!.trim())) return contentTypes(match[1]!.trim(), ctx)
  const mediaType = normalizeMediaType(match[1]!)
  if (!mediaType) return unknown(ctx, `"${match[1]}" is not a media type like application/json`)
  // A charset written with the media type is what the step asks for: it is compared too.
  const charset = CHARSET.exec(unquote(match[1]!))?.[1]?.toLowerCase()
  return { kind: 'content_type', line: ctx.line, text: ctx.text, mediaType, ...(charset ? { charset } : {}) }
}

/** `a, b or c`: any of these media types. */
function contentTypes(list: string, ctx: StepContext): Step {
  const raw = list.split(/\s*,\s*(?:or\s+)?|\s+or\s+/).filter((item) => item !== '')
  const types = raw.map(normalizeMediaType)
  const bad = raw.find((_, i) => !types[i])
  if (bad !== undefined || types.length === 0) return unknown(ctx, `"${bad ?? list}" is not a media type like application/json`)
  const anyOf = [...new Set(types as string[])]
  return { kind: 'content_type', line: ctx.line, text: ctx.text, mediaType: anyOf[0]!, ...(anyOf.length > 1 ? { anyOf } : {}) }
}

/** Contract wording (schema-conformance.ts): a schema named its way, a status below 500, or why it is reported. */
function parseSchemaWording(body: string, ctx: StepContext): Step | undefined {
  const worded = schemaWording(body)
  if (!worded) return undefined
  if ('reason' in worded) return unknown(ctx, worded.reason)
  if ('status' in worded) return { kind: 'status', line: ctx.line, text: ctx.text, anyOf: worded.status }
  if ('contentType' in worded) return parseContentType(`Content-Type is ${worded.contentType}`, ctx)
  return parseSchema(worded.schema === null ? 'matches the schema' : `matches schema "${worded.schema}"`, ctx)
}

function parseSchema(body: string, ctx: StepContext): Step | undefined {
  const match =
    /^(?:the\s+)?(?:response\s+body|response|body|json)?\s*(?:matches|conforms\s+to|is\s+valid\s+against|validates\s+against|satisfies|follows|complies\s+with|(?:should|must)\s+(?:match|conform\s+to|be\s+valid\s+against|validate\s+against|satisfy|follow|comply\s+with|adhere\s+to)|adheres\s+to)\s+(?:the\s+)?(?:(?:response|json)\s+)?(?:schema(?:\s+(["'`]?[\w.-]+["'`]?))?|(["'`]?[\w.-]+["'`]?)\s+schema)$/i.exec(
      body,
    ) ?? /^(?:the\s+)?(?:response\s+)?(?:body\s+)?schema\s+(?:is\s+valid|matches)$/i.exec(body)
  if (!match) return undefined
  const rawName = match[1] ?? match[2]
  const schemaName = rawName && !/^(?:response|json)$/i.test(unquote(rawName)) ? unquote(rawName) : undefined
  const step: StepOf<'schema'> = { kind: 'schema', line: ctx.line, text: ctx.text }
  if (ctx.code) {
    let parsed: unknown
    try {
      parsed = JSON.parse(ctx.code.value)
    } catch (error) {
      return unknown(ctx, `the schema block is not JSON: ${(error as Error).message}`)
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      return unknown(ctx, 'the schema block must be a JSON object')
    step.schema = parsed as Record<string, never>
  }
  if (schemaName) step.schemaName = schemaName
  if (!step.schema && !step.schemaName) {
    return unknown(ctx, 'no schema: add a ```json block under the step, or name one from "## Schemas" (matches schema "Product")')
  }
  return step
}

const HEADER_NAME = String.raw`["'\x60]?([A-Za-z0-9!#$%&*+.^_|~-]+)["'\x60]?`

function parseHeaderCheck(body: string, ctx: StepContext): Step | undefined {
  const match =
    rawi`^(?:the\s+)?(?:response\s+)?header\s+${HEADER_NAME}\s*(.+)$`.exec(body) ??
    rawi`^(?:the\s+)?(?:response\s+)?${HEADER_NAME}\s+header\s+(.+)$`.exec(body) ??
    rawi`^(?:the\s+)?(?:response\s+)?(?:should\s+|must\s+)?(?:has|have|includes?|contains?|returns?)\s+(?:a\s+|an\s+|the\s+)?header\s+${HEADER_NAME}$`.exec(
      body,
    ) ??
    rawi`^(?:the\s+)?(?:response\s+)?(?:has|includes|contains|returns)\s+(?:a\s+|an\s+|the\s+)?${HEADER_NAME}\s+header$`.exec(body)
  // `No Set-Cookie header in the response`, `the response has no Set-Cookie header`
  const none =
    rawi`^(?:(?:the\s+)?response\s+(?:has|contains|includes|returns)\s+|there\s+is\s+)?no\s+${HEADER_NAME}\s+header(?:\s+(?:in|on)\s+the\s+response)?$`.exec(
      body,
    ) ??
    rawi`^(?:(?:the\s+)?response\s+(?:has|contains|includes|returns)\s+|there\s+is\s+)?no\s+header\s+${HEADER_NAME}(?:\s+(?:in|on)\s+the\s+response)?$`.exec(
      body,
    ) ??
    // `The response should not have a Server header`
    rawi`^(?:the\s+)?response\s+(?:should\s+not|must\s+not|does\s+not|doesn't)\s+(?:have|contain|include|return)\s+(?:an?\s+|the\s+|any\s+)?(?:${HEADER_NAME}\s+header|header\s+${HEADER_NAME})$`.exec(
      body,
    )
  if (none) return { kind: 'header_check', line: ctx.line, text: ctx.text, name: (none[1] ?? none[2])!, op: 'not_exists' }
  if (!match) return undefined
  const name = match[1]!
  const rest = (match[2] ?? 'exists').trim()
  const base = { kind: 'header_check' as const, line: ctx.line, text: ctx.text, name }
  if (saysPresent(rest)) return { ...base, op: 'exists' }
  if (saysAbsent(rest)) return { ...base, op: 'not_exists' }
  const contains = /^(?:contains|includes|should\s+contain|should\s+include|must\s+contain)\s+(.+)$/i.exec(rest)
  if (contains) return { ...base, op: 'contains', value: parseTextValue(contains[1]!) }
  // `starts with "Bearer "`, `should end with "/42"`: a pattern anchored at one end.
  const affix = /^(?:should\s+|must\s+)?(starts?|begins?|ends?)\s+with\s+("[^"]*"|'[^']*'|\S+)$/i.exec(rest)
  if (affix) {
    const text = escapeRegExp(unquote(affix[2]!))
    return { ...base, op: 'matches', regex: { pattern: /^[sb]/i.test(affix[1]!) ? `^${text}` : `${text}$`, flags: '' } }
  }
  const matches = /^(?:matches|should\s+match|must\s+match)\s+(?:the\s+)?(?:pattern\s+|regex\s+)?(.+)$/i.exec(rest)
  // `matches string "x"`: a literal named as text is found as written; other words beside a quote are no pattern.
  const literal = matches && /^(?:a\s+)?(?:string|text|substring|word|phrase|literal|value)\s+("[^"]*"|'[^']*')$/i.exec(matches[1]!)
  if (literal) return { ...base, op: 'contains', value: parseTextValue(literal[1]!) }
  if (matches && /^[^"'/]*\s["']/.test(matches[1]!))
    return unknown(ctx, `"${matches[1]}" mixes words with a quoted value; write /regex/ or "text"`)
  if (matches) {
    const regex = parseRegex(matches[1]!)
    return regex.ok ? { ...base, op: 'matches', regex: regex.value } : unknown(ctx, regex.message)
  }
  // `is exactly "x"`: the whole value as written (test code compares it so), so a Content-Type is not read as its media
  // type alone (`application/json` would then pass `application/json; charset=utf-8`).
  const exact = /^(?:equals|is|should\s+(?:be|equal)|must\s+(?:be|equal))\s+exactly\s+(.+)$/i.exec(rest)
  if (exact) return { ...base, op: 'equals', value: parseTextValue(exact[1]!) }
  const equals = /^(?:equals|is|should\s+be|should\s+equal|must\s+be|==|=|:)\s*(.+)$/i.exec(rest)
  if (!equals) return unknown(ctx, 'a header check says exists, does not exist, equals, contains or matches')
  if (name.toLowerCase() === 'content-type') {
    const mediaType = normalizeMediaType(equals[1]!)
    const charset = CHARSET.exec(unquote(equals[1]!))?.[1]?.toLowerCase()
    if (mediaType) return { kind: 'content_type', line: ctx.line, text: ctx.text, mediaType, ...(charset ? { charset } : {}) }
  }
  return { ...base, op: 'equals', value: parseTextValue(equals[1]!) }
}

/**
 * Words that name no field after an article: a kind of value, the body itself, or a word pointing elsewhere
 * (`contains an array`, `should contain the following`, `the same`).
 */
export const VALUE_KINDS =
  /^(?:array|list|object|string|number|integer|boolean|null|value|values|text|json|body|payload|response|result|results|data|items?|entry|entries|records?|elements?|fields?|properties|keys?|following|same|expected|correct|right|above|below|rest|remaining|others?|usual|whole|full|entire|new|updated|created|latest|one|ones|thing|things|stuff|info|information)$/i

/** A path after the body's verb, alone or after a few words describing it and "field" (`the phone field $.a.b`). */
const BODY_FIELD_PATH = /^(?:(?:the\s+)?(?:[\w'’-]+\s+){0,6}?(?:field|property|key|value)\s+|(?:the\s+)?)(\$[.[]\S*)$/i

function parseBodyContains(body: string, ctx: StepContext): Step | undefined {
  // `the response does not have $.password`, `the body has $.id`: to have a JSON path is to have that field (never
  // the path's text in the body).
  const having =
    /^(?:the\s+)?(?:response\s+body|response|body)\s+(?:should\s+|must\s+)?(has|have|(?:does|should|must)\s+not\s+have|doesn't\s+have|has\s+no)\s+(\$[.[]\S*)$/i.exec(
      body,
    )
  const havingPath = having ? normalizeJsonPath(having[2]!) : undefined
  if (having && havingPath)
    return { kind: 'field_exists', line: ctx.line, text: ctx.text, path: havingPath, negate: /\bnot?\b|n't/i.test(having[1]!) }
  const match =
    /^(?:the\s+)?(?:response\s+body|response\s+text|body\s+text|response|body)\s+(?:should\s+|must\s+)?(not\s+(?:contain|leak|expose|reveal|include|mention)|(?:does\s+not|doesn't|doesnt)\s+(?:contain|leak|expose|reveal|include|mention)|contains?|includes?|mentions?|has\s+(?:the\s+)?text|leaks?|exposes?|reveals?|match(?:es)?(?=\s+(?:the\s+|a\s+)?(?:word|text|phrase|string|substring)\s+["']))\s+(.+)$/i.exec(
      body,
    )
  if (!match) return undefined
  if (/^(?:(?:a|an|the)\s+)?(?:field|property|key|header)\s/i.test(match[2]!) || /\s(?:field|property|key|header)$/i.test(match[2]!))
    return undefined
  // `doesn't contain` is negated as `does not contain` is.
  const negate = /not|n'?t\b/i.test(match[1]!)
  // `The response contains 3 items`: a count of the body's items, not the text "3 items".
  // `The body contains 2 rooms in $.data.rooms`: the count of the array the path names.
  const count =
    /^(\d+)\s+(?:items?|elements?|entries|entry|results?|records?)()$/i.exec(match[2]!) ??
    /^(\d+)\s+[A-Za-z][\w-]*\s+(?:in|under|at)\s+(\$[.[]\S*)$/i.exec(match[2]!)
  const countPath = count && (count[2] ? normalizeJsonPath(count[2]) : '$')
  if (count && countPath)
    return negate
      ? unknown(ctx, 'a count is said positively')
      : { kind: 'length', line: ctx.line, text: ctx.text, path: countPath, op: 'eq', value: Number(count[1]) }
  // `The response should include a patientId`: a camelCase or snake_case name after "a"/"an" is a field of the body.
  const field = /^an?\s+([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)$/.exec(match[2]!)
  if (field) return { kind: 'field_exists', line: ctx.line, text: ctx.text, path: `$.${field[1]}`, negate }
  // `The response should contain an id`: one bare name after an article is a field, never the text "an id"; a word for
  // a kind of value (`an array`) names no field, and a body that mentions something says a text.
  const bare = /^(?:an?|the)\s+([A-Za-z_][\w-]*)$/.exec(match[2]!)
  if (bare) {
    if (VALUE_KINDS.test(bare[1]!) || /mention/i.test(match[1]!))
      return unknown(ctx, `"${match[2]}" names no field and no text; write the field ($.name) or quote the text`)
    return { kind: 'field_exists', line: ctx.line, text: ctx.text, path: `$.${bare[1]}`, negate }
  }
  // `must not expose $.patient.ssn`, `should not include the owner's phone field $.owner.phone`: a JSON path is a field.
  const path = BODY_FIELD_PATH.exec(match[2]!.trim())
  const fieldPath = path ? normalizeJsonPath(path[1]!) : undefined
  if (fieldPath) return { kind: 'field_exists', line: ctx.line, text: ctx.text, path: fieldPath, negate }
  // `contains 2 rooms in $.rooms`: an unquoted text holding a JSON path is no text of the body.
  if (/\$[.[]/.test(match[2]!) && !/^["']/.test(match[2]!.trim()))
    return unknown(ctx, `"${match[2]}" holds a JSON path; write the check on the field, or quote the text`)
  // `a "next" link`: quotes mixed with other words name no one text.
  if (/["']/.test(match[2]!) && !/^(?:(?:the\s+|a\s+)?(?:word|text|phrase|string|substring)\s+)?("[^"]*"|'[^']*')$/i.test(match[2]!.trim()))
    return unknown(ctx, `"${match[2]}" is not one text; quote just the text the body must contain`)
  // `includes a Location header pointing to …`, `any field named x`: words naming a part of the response are no text.
  if (!/["']/.test(match[2]!) && /\b(?:header|field|key|property|named|called)\b/i.test(match[2]!))
    return unknown(
      ctx,
      `"${match[2]}" names a part of the response, not a text; check that part ($.name, header X exists) or quote the text`,
    )
  // `The body should contain the word "available"`: the word, text or phrase named is the text looked for.
  const named = /^(?:the\s+|a\s+)?(?:word|text|phrase|string|substring)\s+("[^"]*"|'[^']*'|[^\s"']+)$/i.exec(match[2]!)
  return { kind: 'body_contains', line: ctx.line, text: ctx.text, value: parseTextValue(named?.[1] ?? match[2]!), negate }
}
