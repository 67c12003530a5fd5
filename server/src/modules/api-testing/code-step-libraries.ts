import { jsonFromLiteral } from './code-literals-json.js'
import { type Idiom, say } from './code-subjects.js'
import { normalizeJsonPath } from './json-path.js'
import { saysAbsent, saysPresent } from './presence-words.js'

/**
 * Checks named by the element that makes them in tools whose tests are not code: JMeter's assertions and extractors
 * written as `Response Assertion: Response Code equals 201`, `JSON Assertion: $.id exists`, `Duration Assertion: 500 ms`,
 * `JSON Extractor: $.id -> taskId`; and the step library of Behat's REST contexts (Behatch):
 * `the JSON node "items" should have 3 elements`, `the JSON node "root.id" should exist`,
 * `the header "Content-Type" should be equal to "application/json"`. A Response Assertion on the headers as text or a
 * pattern on the whole response has no exact reading and is reported.
 */

export function readStepLibrary(written: string): Idiom | undefined {
  const text = written.trim().replace(/^(?:Given|When|Then|And|But)\s+/, '')
  return readJmeter(text) ?? readBehatch(text) ?? readApickli(text)
}

/**
 * apickli's steps (Cucumber on Node): `I store the value of body path $.id as taskId in global scope`, `response body
 * path $.items should be of type array with length 3`, `response body should be valid json`. Round 15: `I POST to
 * /tasks` (`I GET /tasks`) sends the request; `response body path $.x should be Y` and `response header X should be Y`
 * test Y as a regular expression on the value (apickli's source: `new RegExp(value).test(…)`), unanchored, so they
 * are read as matches /Y/ (`should be open` passes on "reopened", as it does in apickli). A number, true, false or null
 * is reported: apickli passes any value whose text holds it (`42` passes on 142), which neither equals nor a pattern on
 * a text says. `should not be Y` is a pattern that must not match, which the grammar has no check for, and `I set
 * bearer token` uses a token apickli stored before: both are reported. English tails (`should be present`) are left to
 * the grammar.
 */
function readApickli(text: string): Idiom | undefined {
  const sent = /^I\s+(GET|POST|PUT|PATCH|DELETE)\s+(?:to\s+)?(\/\S*)$/.exec(text)
  if (sent) return { texts: [`Send a ${sent[1]} request to ${sent[2]}`] }
  const pattern = /^response\s+(body\s+path\s+(\$\S*)|header\s+([A-Za-z][\w-]*))\s+should\s+(not\s+)?be\s+(?!of\s+type\b)(\S.*)$/i.exec(
    text,
  )
  if (pattern) {
    const [, , jsonPath, header, negated, value] = pattern
    if (saysPresent(`should ${negated ? 'not ' : ''}be ${value}`) || saysAbsent(`should ${negated ? 'not ' : ''}be ${value}`))
      return undefined
    const path = jsonPath ? normalizeJsonPath(jsonPath) : undefined
    if (negated || (jsonPath && !path) || (jsonPath && /^(?:-?\d+(?:\.\d+)?|true|false|null)$/i.test(value!)))
      return {
        reason: `apickli tests "${value}" as a regular expression${negated ? ' that must not match' : ''}; write the check in words`,
        firm: true,
      }
    const regex = value!.replace(/(^|[^\\])\//g, '$1\\/')
    return { texts: [path ? say.matches(path, regex) : `Verify header ${header} matches /${regex}/`] }
  }
  if (/^I\s+set\s+bearer\s+token$/i.test(text))
    return { reason: 'apickli sends the access token a step stored before; write the Authorization header in words' }
  const stored =
    /^I\s+store\s+the\s+value\s+of\s+body\s+path\s+(\$\S*)\s+as\s+([A-Za-z_]\w*)(?:\s+in\s+(?:global|scenario)\s+scope)?$/i.exec(text)
  if (stored) {
    const path = normalizeJsonPath(stored[1]!)
    return path ? { texts: [say.save(path, stored[2]!)] } : undefined
  }
  const typed = /^response\s+body\s+path\s+(\$\S*)\s+should\s+be\s+of\s+type\s+array(?:\s+with\s+length\s+(\d+))?$/i.exec(text)
  if (typed) {
    const path = normalizeJsonPath(typed[1]!)
    if (!path) return undefined
    return { texts: [say.type(path, 'array'), ...(typed[2] ? [say.length(path, '==', typed[2])] : [])] }
  }
  return /^response\s+body\s+should\s+be\s+valid\s+json$/i.test(text) ? { texts: ['Verify the response is JSON'] } : undefined
}

const JMETER = /^(Response|JSON|JSONPath|JSON Path|Duration)\s+(Assertion|Extractor|Post[- ]?Processor)\s*:\s*(.+)$/i

/** An HTTP Header Manager's row (`HTTP Header Manager: Accept-Language = en-GB`): a request header. */
const HEADER_MANAGER = /^HTTP\s+Header\s+Manager\s*:\s*([A-Za-z][\w-]*)\s*(?:=|:)\s*(.+)$/i

function readJmeter(text: string): Idiom | undefined {
  const manager = HEADER_MANAGER.exec(text)
  if (manager) return { texts: [`Set header ${manager[1]}: ${JSON.stringify(manager[2]!.trim().replace(/^(["'])(.*)\1$/, '$2'))}`] }
  const element = JMETER.exec(text)
  if (!element) return undefined
  const [, kind, role, rest] = element
  const reported: Idiom = { reason: `the JMeter ${kind} ${role} "${rest}" has no exact reading; write the check in words` }
  const body = rest!.trim()
  if (/^duration$/i.test(kind!)) {
    const ms = /^(?:<=?\s*)?(\d+)\s*(?:ms|milliseconds)?$/i.exec(body)
    return ms && Number(ms[1]) > 0 ? { texts: [say.time(Number(ms[1]))] } : reported
  }
  if (/^response$/i.test(kind!)) {
    const field =
      /^(Response Code|Text Response|Response Body|Response Text|Response Headers)\s+(equals|contains|substring|not contains|not substring|does not contain|doesn't contain)\s+(.+)$/i.exec(
        body,
      )
    if (!field) return reported
    const [, name, rule, value] = field
    const plain = value!.trim().replace(/^(["'])(.*)\1$/, '$2')
    // The headers as one text: a name found there may be in another header's value (corpus 12 keeps it reported).
    if (/headers/i.test(name!)) return reported
    if (/code/i.test(name!)) return /^equals$/i.test(rule!) && /^[1-5]\d\d$/.test(plain) ? { texts: [say.status([plain])] } : reported
    // JMeter's Contains finds a regular expression, its Substring a text: alike only for a text with no pattern characters.
    if (/^equals$/i.test(rule!) || (/contains/i.test(rule!) && /[.*+?^${}()|[\]\\]/.test(plain))) return reported
    return { texts: [say.bodyContains(JSON.stringify(plain), /not/i.test(rule!))] }
  }
  if (/extractor|processor/i.test(role!)) {
    const saved =
      /^(\$[^\s]*)\s*(?:->|=>|as|into)\s*\{?\{?\$?\{?([A-Za-z_]\w*)\}?\}?\}?$/.exec(body) ?? /^([A-Za-z_]\w*)\s*=\s*(\$\S*)$/.exec(body)
    if (!saved) return reported
    const [path, variable] = saved[1]!.startsWith('$') ? [saved[1]!, saved[2]!] : [saved[2]!, saved[1]!]
    const normalized = normalizeJsonPath(path)
    return normalized ? { texts: [say.save(normalized, variable)] } : reported
  }
  // The JSON Assertion's "Expected Value" field: `$.a expected value "x"`; "Expect null": `$.a expected null`.
  const expected = /^(\$\S*)\s+(?:expected\s+value|expect(?:ed)?\s+value|expected|value)\s*[:=]?\s+(.+)$/i.exec(body)
  if (expected) {
    const path = normalizeJsonPath(expected[1]!)
    const written = expected[2]!.trim()
    const json = /^(?:-?\d+(?:\.\d+)?|true|false|null)$/.test(written)
      ? written
      : /^(["']).*\1$/.test(written)
        ? jsonFromLiteral(written)
        : undefined
    return path && json !== undefined ? { texts: [say.equals(path, json)] } : reported
  }
  // A JSON Assertion's path and expectation are the grammar's own check.
  return /^\$/.test(body) ? { texts: [`Verify ${body}`] } : reported
}

const NODE = String.raw`the\s+JSON\s+node\s+"([^"]+)"\s+should\s+`
const BEHATCH_NODE = new RegExp(`^${NODE}(.+)$`, 'i')
const BEHATCH_HEADER = /^the\s+header\s+"([^"]+)"\s+should\s+(.+)$/i

function readBehatch(text: string): Idiom | undefined {
  const node = BEHATCH_NODE.exec(text)
  if (node) {
    // Behatch's paths start at an optional `root`.
    const path = normalizeJsonPath(`$.${node[1]!.replace(/^root\.?/, '')}`.replace(/\.$/, ''))
    return path ? nodeCheck(path, node[2]!.trim()) : { reason: `"${node[1]}" is no JSON path` }
  }
  const header = BEHATCH_HEADER.exec(text)
  if (!header) return undefined
  const [, name, rest] = header
  const value = /^(be\s+equal\s+to|contain|not\s+contain)\s+"([^"]*)"$/i.exec(rest!.trim())
  if (/^(?:not\s+)?exist$/i.test(rest!.trim()))
    return { texts: [say.header(name!, /^not/i.test(rest!.trim()) ? 'does not exist' : 'exists')] }
  if (!value || /^not/i.test(value[1]!))
    return { reason: `the header "${name}" should ${rest} has no exact reading; write the check in words` }
  return { texts: [/^be/i.test(value[1]!) ? say.headerEquals(name!, value[2]!) : say.header(name!, `contains "${value[2]}"`)] }
}

function nodeCheck(path: string, rest: string): Idiom {
  if (/^exist$/i.test(rest)) return { texts: [say.exists(path)] }
  if (/^not\s+exist$/i.test(rest)) return { texts: [say.exists(path, true)] }
  if (/^be\s+null$/i.test(rest)) return { texts: [say.equals(path, 'null')] }
  if (/^not\s+be\s+null$/i.test(rest)) return { texts: say.notNull(path) }
  if (/^be\s+(true|false)$/i.test(rest)) return { texts: [say.equals(path, rest.split(/\s+/)[1]!.toLowerCase())] }
  const count = /^have\s+(\d+)\s+elements?$/i.exec(rest)
  if (count) return { texts: [say.length(path, '==', count[1]!)] }
  const equal = /^(not\s+)?be\s+equal\s+to\s+(?:the\s+(string|number)\s+)?("[^"]*"|-?\d+(?:\.\d+)?)$/i.exec(rest)
  if (equal) {
    const [, negate, kind, written] = equal
    const plain = written!.replace(/^"(.*)"$/, '$1')
    // Behatch compares the node's text unless told "the number": `"7"` equals 7 there, so a quoted number is reported.
    const json =
      kind?.toLowerCase() === 'number'
        ? /^-?\d/.test(plain)
          ? plain
          : undefined
        : /^"/.test(written!) && !/^-?\d+(?:\.\d+)?$/.test(plain)
          ? jsonFromLiteral(written!)
          : undefined
    if (json !== undefined) return { texts: [say.equals(path, json, negate !== undefined)] }
  }
  const contains = /^(not\s+)?contain\s+"([^"]*)"$/i.exec(rest)
  if (contains) return { texts: [say.contains(path, JSON.stringify(contains[2]), contains[1] !== undefined)] }
  const pattern = /^match\s+"\/(.+)\/([a-z]*)"$/i.exec(rest)
  if (pattern) return { texts: [say.matches(path, pattern[1]!, pattern[2])] }
  return { reason: `the JSON node ${path} should ${rest} has no exact reading; write the check in words` }
}
