import { escapeRegExp } from '../../platform/regex.js'
import { rawi, ri } from '../understanding/regex-cache.js'
import type { CompareOp, JsonType, Step, StepOf } from './api-spec.js'
import { JSON_TYPES } from './api-spec.js'
import type { StepContext } from './check-grammar.js'
import { formatJsonPath, parseJsonPath } from './json-path.js'
import { NEGATED_ABSENCE, saysAbsent } from './presence-words.js'
import { parseRegex, parseValue, unquote } from './step-values.js'

/**
 * The JSON-field checks of the step grammar: a subject (`$.a.b`, `field "a.b"`, `the "name" field`,
 * `body.a`, `the response`) and a predicate (exists, is a <type>, matches, compares, has N items, contains,
 * equals).
 */

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
type FieldPredicate = DistributiveOmit<
  StepOf<'field_equals' | 'field_exists' | 'field_type' | 'field_matches' | 'field_compare' | 'field_contains' | 'length'>,
  'line' | 'text' | 'path'
>

const Q = String.raw`"[^"]+"|'[^']+'|\x60[^\x60]+\x60`
const PATH_TOKEN = String.raw`${Q}|\$[^\s]*|(?:response\.)?(?:body|json)(?:[.[][^\s]*)?`
const BARE_PATH = String.raw`[A-Za-z_][\w-]*(?:\[\d+\]|\.[\w-]+)*`
const FIELD_WORD = String.raw`(?:json\s*path|(?:json\s+)?(?:field|property|key|attribute|value\s+(?:of|at)|path))`
const ROOT_WORD = String.raw`(?:the\s+)?(?:response\s+(?:body|json|payload)|json\s+(?:body|response)|returned\s+json|response|body|json|result|payload)`
/** An unquoted word after the body's own name and a verb of being (`is fast`, `should be valid`): no JSON value. */
const ROOT_WORD_VALUE =
  /^(?:is|are|should\s+be|must\s+be|to\s+be|equals?|should\s+equal|must\s+equal)\s+(?!(?:true|false|null)$)[A-Za-z][A-Za-z-]*$/i
/** Words that name something other than a field of the body (`the status is …` is a status check). */
const NOT_A_FIELD =
  /^(?:response|body|json|result|payload|status|request|header|headers|content|api|server|endpoint|error|message|array|list|length|size|count|number|value|time|page|url|call|it|this|that|test|data)$/i

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'

const TYPE_ALIASES: Record<string, JsonType> = {
  str: 'string',
  int: 'integer',
  float: 'number',
  double: 'number',
  numeric: 'number',
  bool: 'boolean',
  list: 'array',
  dict: 'object',
  map: 'object',
}

const COMPARE_WORDS: [RegExp, CompareOp][] = [
  [/^(?:greater\s+than\s+or\s+equal\s+to|at\s+least|no\s+less\s+than|not\s+less\s+than|>=)\s*/i, 'gte'],
  [/^(?:less\s+than\s+or\s+equal\s+to|at\s+most|no\s+more\s+than|not\s+more\s+than|<=)\s*/i, 'lte'],
  [/^(?:greater\s+than|more\s+than|larger\s+than|bigger\s+than|higher\s+than|above|over|>)\s*/i, 'gt'],
  [/^(?:less\s+than|fewer\s+than|smaller\s+than|lower\s+than|below|under|<)\s*/i, 'lt'],
  // `must not exceed 3`, `exceeds 3`
  [/^(?:(?:should|must|does|do|will)\s+not\s+exceed|doesn't\s+exceed|never\s+exceeds?)\s*/i, 'lte'],
  [/^(?:(?:should|must|will)\s+)?exceeds?\s*/i, 'gt'],
  [/^(?:exactly|equal\s+to|equals?|==|=)\s*/i, 'eq'],
]

function unknown(ctx: StepContext, reason: string): StepOf<'unknown'> {
  return { kind: 'unknown', line: ctx.line, text: ctx.text, reason }
}

/** Reads a JSON-field check, or returns undefined when the text does not name a field. */
export function parseFieldCheck(body: string, ctx: StepContext): Step | undefined {
  const hasField =
    rawi`^${ROOT_WORD}\s+(has|have|contains|includes|(?:should|must)\s+(?:have|contain|include)|(?:does|should|must)\s+not\s+(?:have|contain|include)|doesn't\s+(?:have|contain)|has\s+no|lacks)\s+(?:a\s+|an\s+|the\s+)?(?:(?:field|property|key)\s+(${Q}|${BARE_PATH}|\$[^\s]*)|(${Q}|${BARE_PATH})\s+(?:field|property|key))$`.exec(
      body,
    )
  if (hasField) {
    const negate = /not|no|lacks|n't/i.test(hasField[1]!)
    return withPath(ctx, hasField[2] ?? hasField[3]!, { kind: 'field_exists', negate })
  }
  const lengthOf =
    rawi`^(?:the\s+)?(?:length|size|count|number\s+of\s+(?:items|elements|entries))\s+(?:of|in)\s+(?:(?:the\s+)?(?:array|list)\s+)?(${PATH_TOKEN}|${ROOT_WORD})\s+(?:is|should\s+be|must\s+be|equals|==|=)?\s*(.+)$`.exec(
      body,
    )
  if (lengthOf) {
    const compare = parseComparison(lengthOf[2]!) ?? { op: 'eq' as const, value: Number(lengthOf[2]) }
    if (!Number.isInteger(compare.value) || compare.value < 0) return unknown(ctx, 'a length is a whole number')
    return withPath(ctx, rootOr(lengthOf[1]!), { kind: 'length', op: compare.op, value: compare.value })
  }
  const subject =
    rawi`^(?:the\s+)?(?:response\s+(?:body\s+)?|body\s+|json\s+)?(?:${FIELD_WORD}\s+)?(?:(?:the\s+)?(?:array|list)\s+)?(${PATH_TOKEN})(?:\s+(?:array|list|field|property|key|attribute|value))?\s+(.+)$`.exec(
      body,
    ) ??
    rawi`^(?:the\s+)?(?:response\s+|json\s+)?${FIELD_WORD}\s+(${BARE_PATH})\s+(.+)$`.exec(body) ??
    rawi`^(?:the\s+)?(${Q})\s+(?:field|property|key|attribute|array|list)\s+(.+)$`.exec(body) ??
    // `The items list has 3 entries`: a plain name before "list" or "array".
    rawi`^(?:the\s+)?(?!(?:response|body|json|result)\s)(${BARE_PATH})\s+(?:array|list)\s+(.+)$`.exec(body) ??
    // `The id field exists`: a plain name before its field noun.
    rawi`^(?:the\s+)?(?!(?:response|body|json|result)\s)(${BARE_PATH})\s+(?:field|property|key|attribute)\s+(.+)$`.exec(body) ??
    // "the array is empty" names no field: "is" is the verb, not a path.
    rawi`^(?:the\s+)?(?:array|list)\s+(?!(?:is|are|should|must|has|have|contains|equals)\b)(${BARE_PATH})\s+(.+)$`.exec(body) ??
    // `The response array contains 3 elements`: the body, named with its shape.
    rawi`^(${ROOT_WORD})(?:\s+(?:array|list))?\s+(.+)$`.exec(body)
  if (!subject) return bareField(body, ctx)
  const predicate = parseFieldPredicate(ownCount(subject[1]!, subject[2]!))
  // `The response name is "A"`: "response" led a field's name, not the whole body.
  if (typeof predicate === 'string') return (rootOr(subject[1]!) === '$' ? bareField(body, ctx) : undefined) ?? unknown(ctx, predicate)
  // `The response is fast`, `the response should be valid`: a word said of the response, never the whole body's value.
  if (rootOr(subject[1]!) === '$' && ROOT_WORD_VALUE.test(subject[2]!) && 'value' in predicate && typeof predicate.value === 'string')
    return unknown(ctx, `"${subject[2]}" says what the response is like, not a value of its body; quote a text the body equals`)
  return withPath(ctx, rootOr(subject[1]!), predicate)
}

/**
 * `the title should be "x"`, `the returned id is a number`: a field named by a plain word after "the". Understood
 * only when what is said of it is a field check; other words (`the status`, `the error`) are never fields here.
 */
function bareField(body: string, ctx: StepContext): Step | undefined {
  // Without "the", only a name written as a JSON key is (`id should be a number`; not `Title …`).
  const match =
    /^the\s+(?:returned\s+|response's\s+|response\s+|new\s+|created\s+)?([A-Za-z_][\w-]*(?:\.[\w-]+)*)(?:\s+(?:in|of|from)\s+the\s+(?:response|body|json|result))?\s+(.+)$/i.exec(
      body,
    ) ?? /^([a-z_][\w-]*(?:\[\d+\]|\.[\w-]+)*)\s+((?:(?:is|should|must|equals|has|contains)\b|[!=]=|[<>]=?|=).*)$/.exec(body)
  if (!match || NOT_A_FIELD.test(match[1]!.split('.')[0]!)) return undefined
  const predicate = parseFieldPredicate(match[2]!)
  if (typeof predicate === 'string') return undefined
  // An unquoted word as the value ("the moon is full") is prose, not an expected value.
  const valued = predicate.kind === 'field_equals' || predicate.kind === 'field_contains'
  if (valued && !/(?:"[^"]*"|'[^']*'|\s-?\d+(?:\.\d+)?|\s(?:true|false|null))$/i.test(match[2]!)) return undefined
  return withPath(ctx, match[1]!, predicate)
}

/**
 * `The books array has 5 books`: a count of the array's own noun (its name, singular or plural) counts its items.
 * Any other noun (`$.user has 2 roles`) stays as written.
 */
function ownCount(path: string, rest: string): string {
  const match = /^((?:has|should\s+have|must\s+have|contains|includes)\s+(?:\w+(?:\s+than)?\s+)?\d+)\s+([A-Za-z_]\w*)$/i.exec(rest.trim())
  if (!match) return rest
  const name = /([A-Za-z_]\w*)\W*$/.exec(unquote(path))?.[1]?.toLowerCase()
  const noun = match[2]!.toLowerCase()
  const singular = (word: string) => word.replace(/(?:es|s)$/, '')
  return name !== undefined && (noun === name || singular(noun) === singular(name)) ? `${match[1]} items` : rest
}

function rootOr(token: string): string {
  return ri`^${ROOT_WORD}$`.test(token.trim()) ? '$' : token
}

function withPath(ctx: StepContext, rawPath: string, predicate: FieldPredicate): Step {
  const parsed = parseJsonPath(unquote(rawPath))
  if (!parsed.ok) return unknown(ctx, `JSON path: ${parsed.message}`)
  return { ...predicate, line: ctx.line, text: ctx.text, path: formatJsonPath(parsed.segments) } as Step
}

function parseComparison(raw: string): { op: CompareOp; value: number } | undefined {
  const text = raw.trim().replace(/\bzero$/i, '0')
  for (const [word, op] of COMPARE_WORDS) {
    const match = word.exec(text)
    if (!match) continue
    const rest = text.slice(match[0].length).trim()
    if (/^-?\d+(?:\.\d+)?$/.test(rest)) return { op, value: Number(rest) }
  }
  return /^-?\d+(?:\.\d+)?$/.test(text) ? { op: 'eq', value: Number(text) } : undefined
}

function parseType(raw: string): JsonType | undefined {
  const word = raw.trim().toLowerCase()
  return JSON_TYPES.includes(word as JsonType) ? (word as JsonType) : TYPE_ALIASES[word]
}

/**
 * A value written as one value: a quoted text, a JSON literal, a `{{VAR}}` or one unquoted word. Quotes mixed with
 * other words (`"a" and "b"`, `set to "x"`) are prose: the message says so (undefined when the value is one).
 */
function oneValue(raw: string): string | undefined {
  const text = raw.trim()
  // An unquoted value of several words with a number or a sign in it (`between 1.5 and 3`) is prose as well.
  if (!/["']/.test(text) && /\s/.test(text) && /[\d.:,;!?]/.test(text) && !/^[[{]/.test(text))
    return `"${text}" is not one value; quote the expected text`
  if (!/["']/.test(text) || /^"(?:[^"\\]|\\.)*"$/.test(text) || /^'[^']*'$/.test(text) || /^[[{]/.test(text)) return undefined
  if (/^[^\s"]+$/.test(text)) return undefined
  return `"${text}" is not one value; quote the expected text`
}

/** `starts with "SKU-"`, `should end with ".org"`: a pattern anchored at the start or end of the text. */
function parseAffix(rest: string): FieldPredicate | string | undefined {
  const match =
    /^(?:(?:should|must|will)\s+|does\s+)?(not\s+|n't\s+)?(starts?|begins?|ends?)\s+with\s+(.+)$/i.exec(rest) ??
    /^(?:is\s+)?(not\s+)?(prefixed|suffixed)\s+(?:with|by)\s+(.+)$/i.exec(rest)
  if (!match) return undefined
  if (match[1]) return 'a text that must not start or end with a value has no check; write a regex'
  const value = match[3]!.trim()
  if (oneValue(value) || (!/^["'`]/.test(value) && /\s/.test(value))) return `"${value}" is not one value; quote the expected text`
  const text = escapeRegExp(unquote(value))
  const start = /^(?:start|begin|prefix)/i.test(match[2]!)
  return { kind: 'field_matches', regex: { pattern: start ? `^${text}` : `${text}$`, flags: '' } }
}

/**
 * `isNumber`, `isString`, `isNull` (chai, Postman and Hamcrest matchers written as prose): a type word glued to `is`
 * is the type check, read as `is a number`; any other word glued to `is` (`isEmpty`) is no value (see EQUALS).
 */
function gluedType(rest: string): string {
  const glued = /^is([A-Z][a-z]+)$/.exec(rest)?.[1]?.toLowerCase()
  if (glued === undefined || parseType(glued) === undefined) return rest
  return glued === 'null' ? 'is null' : `is a ${glued}`
}

/** Unquoted words after "is" / "must be" that say a field's state rather than its value. */
const STATE_WORD = /^(?:set|filled(?:\s+in)?|populated|non-?empty|not-empty|generated|provided|given)$/i

/** What is said about a field: `exists`, `is a string`, `matches /x/`, `> 3`, `has 2 items`, `equals "x"`, … */
function parseFieldPredicate(raw: string): FieldPredicate | string {
  const rest = gluedType(raw.trim())
  if (
    /^(?:exists|is\s+(?:present|defined|returned|included|there|existing)|(?:should|must)\s+(?:exist|be\s+(?:present|defined|returned|included|there|existing)))$/i.test(
      rest,
    ) ||
    NEGATED_ABSENCE.test(rest)
  )
    return { kind: 'field_exists', negate: false }
  if (saysAbsent(rest)) return { kind: 'field_exists', negate: true }
  const type =
    /^(?:is|should\s+be|must\s+be)\s+(?:a|an)\s+(?:json\s+)?(\w+)$/i.exec(rest) ??
    /^(?:is\s+|should\s+be\s+|must\s+be\s+)?(?:of\s+)?type\s+(\w+)$/i.exec(rest) ??
    /^has\s+(?:the\s+)?type\s+(\w+)$/i.exec(rest) ??
    // `is numeric`, `is an int`: a type word as the whole value is a type check, never the text "numeric".
    /^(?:is|should\s+be|must\s+be)\s+(?:(?:a|an)\s+)?(string|number|integer|boolean|array|object|numeric|str|int|float|double|bool|list|dict|map)(?:\s+value)?$/i.exec(
      rest,
    )
  if (type) {
    const jsonType = parseType(type[1]!)
    if (jsonType === 'null') return { kind: 'field_equals', value: null, negate: false }
    if (jsonType) return { kind: 'field_type', type: jsonType }
    if (!jsonType && /^(?:has|.*type)/i.test(rest)) return `"${type[1]}" is not a JSON type (${JSON_TYPES.join(', ')})`
  }
  const matches =
    /^(?:matches|should\s+match|must\s+match)\s+(?:the\s+)?(?:pattern|regex|regexp)?\s*(.+)$/i.exec(rest) ??
    // `should look like /^[0-9a-f-]{36}$/`: only a written regex says what it should look like.
    /^(?:should\s+|must\s+)?(?:looks?\s+like|follows?)\s+(?:the\s+)?(?:pattern|regex|regexp)?\s*(\/.+)$/i.exec(rest)
  if (matches) {
    // `matches string "created"`: a literal named as text is found as written (contains), never a pattern with the noun.
    const literal = /^(?:the\s+|a\s+)?(?:string|text|substring|word|phrase|literal|value)\s+("[^"]*"|'[^']*')$/i.exec(matches[1]!)
    if (literal) return { kind: 'field_contains', value: unquote(literal[1]!) }
    if (/^[^"'/]*\s["']/.test(matches[1]!)) return `"${matches[1]}" mixes words with a quoted value; write /regex/ or "text"`
    // `matches the documented example`: plain words name something to match, never a pattern.
    if (/^[A-Za-z][A-Za-z'-]*(?:\s+[A-Za-z][A-Za-z'-]*)+$/.test(matches[1]!.trim()))
      return `"${matches[1]}" names something to match, not a pattern; write /regex/ or "text"`
    const regex = parseRegex(matches[1]!)
    return regex.ok ? { kind: 'field_matches', regex: regex.value } : regex.message
  }
  if (/^(?:is\s+)?empty$/i.test(rest) || /^(?:should\s+be|must\s+be)\s+empty$/i.test(rest)) return { kind: 'length', op: 'eq', value: 0 }
  if (/^(?:is\s+not\s+empty|is\s+non-empty|should\s+not\s+be\s+empty|must\s+not\s+be\s+empty|isn't\s+empty)$/i.test(rest)) {
    return { kind: 'length', op: 'gt', value: 0 }
  }
  if (/^(?:has|should\s+have|must\s+have|contains)\s+no\s+(?:items?|elements?|entries|results?|records?|values?)$/i.test(rest))
    return { kind: 'length', op: 'eq', value: 0 }
  const count =
    /^(?:has|should\s+have|must\s+have|contains|includes)\s+(?:(exactly|at\s+least|at\s+most|more\s+than|fewer\s+than|less\s+than|over|under)\s+)?(\d+)\s+(?:items?|elements?|entries|entry|results?|records?|values?)$/i.exec(
      rest,
    )
  if (count) {
    const compare = parseComparison(`${count[1] ?? 'exactly'} ${count[2]}`)!
    return { kind: 'length', op: compare.op, value: compare.value }
  }
  const length = /^(?:has\s+|should\s+have\s+|must\s+have\s+)?(?:a\s+)?(?:length|size|count)\s+(?:of\s+|is\s+|should\s+be\s+)?(.+)$/i.exec(
    rest,
  )
  if (length) {
    const compare = parseComparison(length[1]!)
    if (!compare || !Number.isInteger(compare.value) || compare.value < 0)
      return 'a length is a whole number (has length 3, has at least 1 item)'
    return { kind: 'length', op: compare.op, value: compare.value }
  }
  const compareText = /^(?:is\s+|should\s+be\s+|must\s+be\s+)?(.+)$/i.exec(rest)![1]!
  if (!/^(?:exactly|equal|equals|==|=)/i.test(compareText)) {
    const compare = parseComparison(compareText)
    if (compare && compare.op !== 'eq') return { kind: 'field_compare', op: compare.op, value: compare.value }
  }
  const affix = parseAffix(rest)
  if (affix) return affix
  // `is a UUID`: the one format with one pattern (8-4-4-4-12 hex digits); other formats (`a valid email`) are reported.
  if (/^(?:is|should\s+be|must\s+be)\s+an?\s+(?:valid\s+)?uuid$/i.test(rest))
    return { kind: 'field_matches', regex: { pattern: UUID_PATTERN, flags: '' } }
  // `is one of "open", "closed"`: one of these texts, as an anchored pattern (numbers have no such check).
  const oneOf =
    /^(?:is|should\s+be|must\s+be)\s+(?:one\s+of|either|in)\s+((?:"[^"]*"|'[^']*')(?:\s*(?:,|or|,\s*or)\s*(?:"[^"]*"|'[^']*'))+)$/i.exec(
      rest,
    )
  if (oneOf) {
    const texts = [...oneOf[1]!.matchAll(/"([^"]*)"|'([^']*)'/g)].map((item) => escapeRegExp(item[1] ?? item[2]!))
    return { kind: 'field_matches', regex: { pattern: `^(?:${texts.join('|')})$`, flags: '' } }
  }
  const emptyObject = /^(?:is|should\s+be|must\s+be)\s+an?\s+empty\s+(?:json\s+)?object$/i.test(rest)
  if (emptyObject) return { kind: 'field_equals', value: {}, negate: false }
  const emptyText = /^(?:is|isn't|should|must)(\s+not)?(?:\s+be)?\s+an?\s+empty\s+(?:string|text)$/i.exec(rest)
  if (emptyText) return { kind: 'field_equals', value: '', negate: emptyText[1] !== undefined || /^isn't/i.test(rest) }
  const sign = /^(?:is|should\s+be|must\s+be)\s+(positive|negative|non-negative|not\s+negative|zero)$/i.exec(rest)
  if (sign) {
    const word = sign[1]!.toLowerCase()
    if (word === 'zero') return { kind: 'field_equals', value: 0, negate: false }
    return { kind: 'field_compare', op: word === 'positive' ? 'gt' : word === 'negative' ? 'lt' : 'gte', value: 0 }
  }
  // `is truthy`, `is valid`: words that judge a value name none to compare with.
  if (
    /^(?:is|should\s+be|must\s+be|is\s+not|should\s+not\s+be)\s+(?:truthy|falsy|falsey|valid|invalid|correct|incorrect|right|wrong|ok|okay|fine|good|bad|proper|expected|unexpected|sorted|unique|blank)$/i.test(
      rest,
    )
  )
    return 'a judgement is no value; say what it must equal or contain'
  const lacks = /^(?:does\s+not|doesn't|should\s+not|must\s+not|does\s+not\s+ever)\s+(?:contain|include|have)\s+(.+)$/i.exec(rest)
  if (lacks && !/^(?:an?\s|the\s|\d+\s+(?:items?|elements?|entries))/i.test(lacks[1]!))
    return oneValue(lacks[1]!) ?? { kind: 'field_contains', value: parseValue(lacks[1]!), negate: true }
  const contains = /^(?:contains|includes|should\s+contain|should\s+include|must\s+contain)\s+(.+)$/i.exec(rest)
  // `The JSON contains an invoice`: an unquoted value led by an article is prose, never an item or a text.
  if (contains && /^(?:a|an|the)\s+[^"'`]*$/i.test(contains[1]!)) return `"${contains[1]}" is not a value; quote an expected text`
  if (contains) return oneValue(contains[1]!) ?? { kind: 'field_contains', value: parseValue(contains[1]!) }
  const notEquals =
    /^(?:is\s+not|isn't|does\s+not\s+equal|doesn't\s+equal|should\s+not\s+be|should\s+not\s+equal|must\s+not\s+be|!==?)\s*(.+)$/i.exec(rest)
  if (notEquals && /^(?:a|an|the)\s/i.test(notEquals[1]!)) return `"${notEquals[1]}" is not a value; quote an expected text`
  if (notEquals) return oneValue(notEquals[1]!) ?? { kind: 'field_equals', value: parseValue(notEquals[1]!), negate: true }
  const equals =
    /^(?:equals|is\s+equal\s+to|equal\s+to|equals\s+to|should\s+equal|(?:has|should\s+have|must\s+have)\s+(?:the\s+|a\s+)?value(?:\s+of)?|(?:is|should\s+be|must\s+be)\s+set\s+to|(?:is|should\s+be|must\s+be|equals)\s+exactly|should\s+be|must\s+be|must\s+equal|is(?![A-Za-z])|===?|=|:)\s*(.+)$/i.exec(
      rest,
    )
  const notOne = equals ? oneValue(equals[1]!) : undefined
  if (notOne) return notOne
  // `is a JSON object`, `is the latest`: an unquoted value led by an article is prose, never an expected value.
  // So is an unquoted value of several words (`the response is returned in under 1s`).
  if (equals && (/^(?:a|an|the)\s/i.test(equals[1]!) || /^[A-Za-z][^\s"'`]*(?:\s+[^\s"'`]+)+$/.test(equals[1]!.trim())))
    return `"${equals[1]}" is not a value; quote an expected text`
  // `must be filled`, `is set`, `is populated`: a state, not the text "filled"; whether it means present or not empty
  // is the writer's to say.
  if (equals && STATE_WORD.test(equals[1]!.trim()))
    return `"${equals[1]!.trim()}" says a state, not a value: write "exists" or "is not empty", or quote the expected text`
  if (equals) return { kind: 'field_equals', value: parseValue(equals[1]!), negate: false }
  return 'a field check says exists, does not exist, equals, is a <type>, matches /regex/, is greater/less than N, contains, or has N items'
}
