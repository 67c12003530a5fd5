import { callLiteral, callSubject } from './code-call-subjects.js'
import { headerObject } from './code-client-subjects.js'
import { hasKey, type Relation, readExpression, relate } from './code-relations.js'
import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted } from './code-syntax.js'

/**
 * Assertion calls of test libraries in any language, read by what they assert rather than tool by tool: JUnit
 * `assertEquals(201, response.getStatusCode())`, NUnit / MSTest `Assert.AreEqual`, testify `assert.Equal(t, …)` /
 * `require.Contains`, unittest `self.assertEqual`, PHPUnit `$this->assertSame` / `assertArrayHasKey`, XCTest
 * `XCTAssertEqual`, Rust `assert_eq!`, GoogleTest `EXPECT_EQ`, Chai's assert style, AssertJ `assertThat(x).isEqualTo(y)`,
 * Gomega `Expect(x).To(Equal(y))`, kotest / ScalaTest `x shouldBe y`, and `assert x == y` / `#expect(x == y)`.
 * The leading test handle (`t`) and a message argument are left out; which argument is the response is decided by
 * what it names, so `expected, actual` and `actual, expected` orders both read.
 */

type Kind = Relation | 'than' | 'notNull' | 'null' | 'empty' | 'notEmpty' | 'true' | 'false' | 'hasKey' | 'notHasKey' | 'count' | 'single'

/** Assertion names without their library's prefix (`assertEquals` -> equals, `XCTAssertEqual` -> equal), lower case. */
const KINDS: Record<string, Kind> = {
  ...Object.fromEntries(
    [
      'equal',
      'equals',
      'areequal',
      'eq',
      'same',
      'aresame',
      'strictequal',
      'deepequal',
      'deepstrictequal',
      'equalvalues',
      'exactly',
      'identical',
      'isequalto',
    ].map((n) => [n, '==' as Kind]),
  ),
  ...Object.fromEntries(
    [
      'notequal',
      'notequals',
      'arenotequal',
      'ne',
      'notsame',
      'notstrictequal',
      'notdeepequal',
      'notdeepstrictequal',
      'notequalvalues',
      'isnotequalto',
    ].map((n) => [n, '!=' as Kind]),
  ),
  ...Object.fromEntries(
    ['contains', 'stringcontainsstring', 'containsstring', 'include', 'includes', 'in'].map((n) => [n, 'contains' as Kind]),
  ),
  ...Object.fromEntries(
    ['notcontains', 'doesnotcontain', 'stringnotcontainsstring', 'notinclude', 'notincludes', 'notin'].map((n) => [
      n,
      'not contains' as Kind,
    ]),
  ),
  greater: '>',
  gt: '>',
  isabove: '>',
  greaterorequal: '>=',
  greaterequal: '>=',
  ge: '>=',
  isatleast: '>=',
  less: '<',
  lt: '<',
  isbelow: '<',
  lessorequal: '<=',
  lessequal: '<=',
  le: '<=',
  isatmost: '<=',
  notnull: 'notNull',
  notnil: 'notNull',
  isnotnull: 'notNull',
  isnotnone: 'notNull',
  null: 'null',
  nil: 'null',
  isnull: 'null',
  exists: 'notNull',
  empty: 'empty',
  isempty: 'empty',
  notempty: 'notEmpty',
  isnotempty: 'notEmpty',
  true: 'true',
  istrue: 'true',
  '': 'true',
  false: 'false',
  isfalse: 'false',
  arrayhaskey: 'hasKey',
  objecthasproperty: 'hasKey',
  haskey: 'hasKey',
  containskey: 'hasKey',
  property: 'hasKey',
  arraynothaskey: 'notHasKey',
  objectnothasproperty: 'notHasKey',
  notproperty: 'notHasKey',
  doesnotcontainkey: 'notHasKey',
  count: 'count',
  len: 'count',
  lengthof: 'count',
  single: 'single',
}

/** PHPUnit's `assertGreaterThan(expected, actual)` asserts actual > expected: its own argument order. */
const THAN: Record<string, Relation> = { greaterthan: '>', greaterthanorequal: '>=', lessthan: '<', lessthanorequal: '<=' }

/** Qualifiers of assertion objects; a bare `Equal(…)` or `strings.Contains(…)` is no assertion. */
const QUALIFIER =
  /^(?:(?:assert|require|Assert|ClassicAssert|StringAssert|CollectionAssert|Assertions|self|this|static|parent|s|suite|t|should|expect)(?:\.Require\(\)|\.Assert\(\)|\.T\(\))?(?:\.|->|::)|\$this->|self::|static::)$/

const TEST_HANDLE = /^(?:t|tb|s\.T\(\)|suite\.T\(\))$/

export function readAssertCall(text: string): Idiom | undefined {
  const line = text.trim().replace(/;$/, '').trim()
  const call = /^((?:[$A-Za-z_][\w$]*(?:\(\))?\s*(?:\.|->|::)\s*)*)([A-Za-z_]\w*!?|#expect|#require)\s*\(([\s\S]*)\)$/.exec(line)
  if (call) {
    const parsed = callOf(`f(${call[3]!})`)
    if (parsed) return readCall(call[1]!.replace(/\s+/g, ''), call[2]!, parsed.args, line)
  }
  return readChained(line) ?? readInfix(line)
}

/**
 * XCTest on a key of a JSONSerialization dictionary (`json["id"]`): a JSON null is `NSNull`, not nil, so the lookup is
 * nil only when the key is missing, and `XCTAssertNotNil` / `XCTAssertNil` are presence checks (as xUnit's on Json.NET).
 */
function swiftLookup(name: string, actual: string): boolean {
  return /^XCTAssert(?:Not)?Nil$/.test(name) && /^[A-Za-z_]\w*(?:\["[^"]*"\])+$/.test(actual.trim())
}

function readCall(qualifier: string, name: string, written: string[], line: string): Idiom | undefined {
  const kindName = /^(?:XCTAssert|EXPECT_|ASSERT_|assert_?|Assert|#expect|#require|debug_assert_?)(\w*)!?$/i.exec(name)
  const key = (kindName ? kindName[1]! : name).replace(/_/g, '').toLowerCase()
  const asserting = kindName !== null
  if (!asserting && !QUALIFIER.test(qualifier)) return undefined
  // `t.is(…)`: AVA's equality; on another qualifier "is" is no assertion name.
  const than = asserting && !/^XCT/.test(name) ? THAN[key] : undefined
  // XCTest's `XCTAssertGreaterThan(a, b)` asserts a > b, as testify's Greater does.
  const kind = than ? 'than' : name === 'is' && qualifier === 't.' ? '==' : (KINDS[key] ?? (/^XCT/.test(name) ? THAN[key] : undefined))
  if (key === 'that' && written.length === 2) return readMatcherArgument(written[0]!, written[1]!, line)
  if (!kind)
    return asserting || /^(?:assert|require|Assert|ClassicAssert|StringAssert|CollectionAssert|Assertions)\./.test(qualifier)
      ? { reason: `${line} has no exact reading; write the check in words` }
      : undefined
  const args = TEST_HANDLE.test(written[0] ?? '') ? written.slice(1) : written
  const arity =
    kind === 'notNull' ||
    kind === 'null' ||
    kind === 'empty' ||
    kind === 'notEmpty' ||
    kind === 'true' ||
    kind === 'false' ||
    kind === 'single'
      ? 1
      : 2
  const picked = pick(args, arity)
  if (!picked) return { reason: `${line}: which argument is the response's value is not clear; write the check in words` }
  const [a, b] = picked
  switch (kind) {
    case 'than':
      return relate(b!, than!, a!)
    case 'notNull': {
      const subject = callSubject(a!) ?? headerObject(a!)
      // Foundation's JSONSerialization gives NSNull for a JSON null, so a key of its dictionary is nil only when missing.
      if (subject?.kind === 'path' && swiftKey(name, a!)) return { texts: [say.exists(subject.path)] }
      if (subject?.kind === 'header') return { texts: [say.header(subject.name, 'exists')] }
      if (subject?.kind === 'path' && swiftLookup(name, a!)) return { texts: [say.exists(subject.path)] }
      return subject?.kind === 'path' ? { texts: say.notNull(subject.path) } : notResponse(a!)
    }
    case 'null': {
      // A header lookup gives null only when the header is absent; a body field reads as null when missing too.
      const subject = callSubject(a!) ?? headerObject(a!)
      if (subject?.kind === 'path' && swiftKey(name, a!)) return { texts: [say.exists(subject.path, true)] }
      // Go's Header.Get gives "" for an absent header, never nil.
      if (subject?.kind === 'header' && !/\.Header(?:\(\))?\.Get\(/.test(a!)) return { texts: [say.header(subject.name, 'does not exist')] }
      if (subject?.kind === 'path' && swiftLookup(name, a!)) return { texts: [say.exists(subject.path, true)] }
      return { reason: `${line}: a missing field reads as null too; write "is null" or "does not exist" in words` }
    }
    case 'empty':
    case 'notEmpty':
    case 'single': {
      const subject = callSubject(a!)
      // A header read as text (`resp.Header.Get("Location")`) is empty only when it is missing or blank.
      if (subject?.kind === 'header' && kind === 'notEmpty') return { texts: [say.header(subject.name, 'exists')] }
      if (subject?.kind !== 'path') return notResponse(a!)
      return { texts: [say.length(subject.path, kind === 'notEmpty' ? '>' : '==', kind === 'single' ? '1' : '0')] }
    }
    case 'true':
    case 'false':
      return readExpression(a!, kind === 'false') ?? { reason: `"${a}" is no comparison the rules read` }
    case 'hasKey':
    case 'notHasKey':
      return quoted(a!) !== undefined ? hasKey(b!, a!, kind === 'notHasKey') : hasKey(a!, b!, kind === 'notHasKey')
    case 'count': {
      const [list, n] = /^\d+$/.test(a!.trim()) ? [b!, a!] : [a!, b!]
      const subject = callSubject(list)
      if (subject?.kind !== 'path' || !/^\d+$/.test(n.trim())) return notResponse(list)
      return { texts: [say.length(subject.path, '==', n.trim())] }
    }
    case 'contains':
    case 'not contains': {
      // The container is the side that names the response: `Contains(needle, haystack)` or `Contains(haystack, needle)`.
      const [container, needle] = callSubject(a!) ? [a!, b!] : [b!, a!]
      // RestSharp's header list searched by name: `response.Headers.Should().Contain(h => h.Name == "Location")`.
      const named = /^(\w+)\s*=>\s*\1\.Name\s*==\s*"([A-Za-z][\w-]*)"$/.exec(needle.trim())
      if (named && callSubject(container)?.kind === 'headers')
        return { texts: [say.header(named[2]!, kind === 'contains' ? 'exists' : 'does not exist')] }
      return relate(container, kind, needle)
    }
    default:
      return relate(a!, kind, b!)
  }
}

/** `XCTAssertNil(json["error"])`: XCTest on one key of a JSONSerialization dictionary (a Codable property is nil when null too). */
const swiftKey = (name: string, arg: string) => /^XCTAssert(?:Not)?Nil$/.test(name) && /^\w+\[\s*"[^"]+"\s*\]$/.test(arg.trim())

const notResponse = (code: string): Idiom => ({
  reason: `"${code}" is no part of the HTTP response (its status, a header, a body field or the body text)`,
})

const isMessage = (arg: string) => quoted(arg) !== undefined

/**
 * The arguments that are compared, without a message: `(expected, actual)`, `(expected, actual, "msg", args…)` or
 * JUnit 4's `("msg", expected, actual)`. When both readings are open, the one holding the response decides.
 */
function pick(args: string[], arity: number): string[] | undefined {
  if (args.length === arity) return args
  if (args.length < arity) return undefined
  const candidates: string[][] = []
  if (isMessage(args[arity]!)) candidates.push(args.slice(0, arity))
  if (args.length === arity + 1 && isMessage(args[0]!)) candidates.push(args.slice(1))
  const withResponse = candidates.filter((candidate) => candidate.some((arg) => callSubject(arg) !== undefined))
  return withResponse.length === 1 ? withResponse[0] : candidates.length === 1 ? candidates[0] : undefined
}

/** AssertJ / Truth `assertThat(x).isEqualTo(y)` and Gomega `Expect(x).To(Equal(y))` / `Ω(x).Should(…)`. */
const CHAIN: Record<string, Kind> = {
  isequalto: '==',
  isnotequalto: '!=',
  contains: 'contains',
  doesnotcontain: 'not contains',
  isgreaterthan: '>',
  isgreaterthanorequalto: '>=',
  islessthan: '<',
  islessthanorequalto: '<=',
  isnotnull: 'notNull',
  isnull: 'null',
  isnotempty: 'notEmpty',
  isempty: 'empty',
  hassize: 'count',
  containskey: 'hasKey',
  doesnotcontainkey: 'notHasKey',
  equal: '==',
  containsubstring: 'contains',
  havelen: 'count',
  havekey: 'hasKey',
  beempty: 'empty',
  benumerically: 'than',
}

function readChained(line: string): Idiom | undefined {
  const head = /^(assertThat|Expect|Ω|expect)\(/.exec(line)
  const close = head ? closingParen(line, head[0].length - 1) : -1
  if (close < 0) return undefined
  const tail = /^\.(?:(To|Should|NotTo|ToNot|ShouldNot)\(\s*(\w+)\(([\s\S]*)\)\s*\)|(\w+)\(([\s\S]*)\))$/.exec(line.slice(close + 1))
  const chain = tail && [line, head![1]!, line.slice(head![0].length, close), ...tail.slice(1)]
  if (!chain || callOf(`f(${chain[2]!})`)?.args.length !== 1) return undefined
  const negate = /^(?:NotTo|ToNot|ShouldNot)$/.test(chain[3] ?? '')
  const name = (chain[4] ?? chain[6])!
  const args = callOf(`f(${chain[5] ?? chain[7]})`)?.args
  const kind = CHAIN[name.toLowerCase()]
  const subject = chain[2]!
  // AssertJ's `isTrue()` / `isFalse()` on a question (`getStatusCode().is2xxSuccessful()`), `startsWith` / `endsWith` a text.
  if (head![1] === 'assertThat' && !chain[3]) {
    const truth = /^is(True|False)$/.exec(name)
    const flag = callSubject(subject)
    if (truth && args?.length === 0 && flag?.kind === 'path' && flag.path !== '$')
      return { texts: [say.equals(flag.path, truth[1]!.toLowerCase())] }
    if (truth && args?.length === 0)
      return readExpression(subject, truth[1] === 'False') ?? { reason: `${line} has no exact reading; write the check in words` }
    // AssertJ's contains() on a list is an item, on a text a part (a map's key is containsKey): what contains does.
    const part = name === 'contains' && args?.length === 1 ? callSubject(subject) : undefined
    const item = part?.kind === 'path' && part.path !== '$' ? callLiteral(args![0]!) : undefined
    if (part?.kind === 'path' && item !== undefined) return { texts: [say.contains(part.path, item)] }
    const sign = /^is(Positive|Negative)$/.exec(name)
    if (sign && args?.length === 0) return relate(subject, sign[1] === 'Positive' ? '>' : '<', '0')
    const edge = /^(startsWith|endsWith)$/.exec(name)
    const text = edge && args?.length === 1 ? quoted(args[0]!) : undefined
    if (edge && text !== undefined)
      return edgeOf(subject, text, name === 'startsWith') ?? { reason: `${line} has no exact reading; write the check in words` }
  }
  const reported: Idiom = { reason: `${line} has no exact reading; write the check in words` }
  if (!kind || !args || (negate && kind !== '==' && kind !== 'contains')) return chain[1] === 'expect' ? undefined : reported
  if (kind === 'than') {
    const op = quoted(args[0] ?? '')
    return op && /^(?:==|>|>=|<|<=)$/.test(op) && args.length === 2 ? relate(subject, op as Relation, args[1]!) : reported
  }
  if (kind === 'notNull' || kind === 'null' || kind === 'empty' || kind === 'notEmpty')
    return args.length === 0 ? readCall('assert.', kind, ['t', subject], line) : reported
  if (args.length !== 1) return reported
  if (kind === 'count') return readCall('assert.', 'Len', [subject, args[0]!], line)
  if (kind === 'hasKey' || kind === 'notHasKey') return hasKey(subject, args[0]!, kind === 'notHasKey')
  const relation = negate ? (kind === '==' ? '!=' : 'not contains') : (kind as Relation)
  return relate(subject, relation, args[0]!)
}

/** A text the value starts or ends with, as the pattern it matches (a header's value or a body field). */
function edgeOf(subject: string, text: string, start: boolean): Idiom | undefined {
  const escaped = text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const pattern = start ? `^${escaped}` : `${escaped}$`
  const part = callSubject(subject)
  if (part?.kind === 'header') return { texts: [say.header(part.name, `matches /${pattern}/`)] }
  return part?.kind === 'path' && part.path !== '$' ? { texts: [say.matches(part.path, pattern)] } : undefined
}

/** kotest / ScalaTest infix matchers: `x shouldBe y`, `x should be (y)`, `x shouldContain "y"`, and `assert x == y`. */
const INFIX: Record<string, Kind> = {
  shouldbe: '==',
  shouldequal: '==',
  'should be': '==',
  'should equal': '==',
  'should ===': '==',
  shouldnotbe: '!=',
  shouldnotequal: '!=',
  shouldcontain: 'contains',
  shouldnotcontain: 'not contains',
  shouldhavesize: 'count',
  shouldbegreaterthan: '>',
  shouldbegreaterthanorequal: '>=',
  shouldbelessthan: '<',
  shouldbelessthanorequal: '<=',
  shouldcontainkey: 'hasKey',
  shouldnotcontainkey: 'notHasKey',
  // ScalaTest's MustMatchers (Play's specs) say must where the others say should.
  mustbe: '==',
  mustequal: '==',
  mustnotbe: '!=',
  mustnotequal: '!=',
  mustcontain: 'contains',
  mustnotcontain: 'not contains',
}

function readInfix(line: string): Idiom | undefined {
  const asserted = /^(?:assert|#expect|#require|CHECK|REQUIRE)\s*(?:\(([\s\S]+)\)|\s([\s\S]+))$/.exec(line)
  const inner =
    asserted && (asserted[1] === undefined || callOf(`f(${asserted[1]})`)?.args.length === 1) ? (asserted[1] ?? asserted[2]) : undefined
  if (inner) return readExpression(inner)
  // ScalaTest's spaced `should be (x)` takes its parentheses: `data.total should be 4` is English.
  const infix =
    /^(.+?)(?:\s+|\.)((?:should|must)(?:Not)?[A-Z]\w*)\s*(?:\(([\s\S]+)\)|\s([\s\S]+))$/.exec(line) ??
    /^(.+?)\s+(should\s+(?:be|equal|===))\s*\(([\s\S]+)\)()$/.exec(line)
  if (!infix) return undefined
  const kind = INFIX[infix[2]!.toLowerCase().replace(/\s+/g, ' ')]
  const value = (infix[3] || infix[4])!.trim()
  if (!kind) return { reason: `${line} has no exact reading; write the check in words` }
  if (kind === 'count') return readCall('assert.', 'Len', [infix[1]!, value], line)
  if (kind === 'hasKey' || kind === 'notHasKey') return hasKey(infix[1]!, value, kind === 'notHasKey')
  // kotest's shouldContain is an item of a list or a part of a text (a map's key is shouldContainKey): what contains does.
  const subject = kind === 'contains' || kind === 'not contains' ? callSubject(infix[1]!) : undefined
  const json = subject?.kind === 'path' && subject.path !== '$' ? callLiteral(value) : undefined
  if (subject?.kind === 'path' && json !== undefined) return { texts: [say.contains(subject.path, json, kind === 'not contains')] }
  if (subject?.kind === 'path')
    return {
      reason: `${infix[1]} ${infix[2]} ${value}: the body as text or as a list? (a key is shouldContainKey) write the check in words`,
    }
  return relate(infix[1]!, kind as Relation, value)
}

/** The index of the parenthesis closing the one at `open` (quotes skipped), or -1. */
export function closingParen(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '"' || ch === "'" || ch === '`') {
      const end = text.indexOf(ch, i + 1)
      if (end < 0) return -1
      i = end
    } else if (ch === '(') depth++
    else if (ch === ')' && --depth === 0) return i
  }
  return -1
}

/** Hamcrest / NUnit constraint names: `equalTo(x)`, `Is.EqualTo(x)`, `containsString("x")`, `greaterThan(0)`. */
const MATCHERS: Record<string, Kind> = {
  equalto: '==',
  containsstring: 'contains',
  contain: 'contains',
  greaterthan: '>',
  greaterthanorequalto: '>=',
  lessthan: '<',
  lessthanorequalto: '<=',
  hassize: 'count',
  notnullvalue: 'notNull',
  haskey: 'hasKey',
}

/** `assertThat(actual, matcher)` / `Assert.That(actual, constraint)`: `is(x)` and `is(equalTo(x))` are equality. */
function readMatcherArgument(actual: string, written: string, line: string): Idiom {
  const reported: Idiom = { reason: `${line} has no exact reading; write the check in words` }
  let text = written.trim()
  let negate = false
  for (let before = ''; before !== text; ) {
    before = text
    const wrapper = /^(?:is|Is|Does)\(([\s\S]*)\)$/.exec(text) ?? /^not\(([\s\S]*)\)$/.exec(text)
    if (wrapper && callOf(`f(${wrapper[1]})`)?.args.length === 1) {
      negate = negate !== text.startsWith('not(')
      text = wrapper[1]!.trim()
    }
  }
  const call = /^(?:(?:Is|Does|Matchers|CoreMatchers)\.)?(\w+)\(([\s\S]*)\)$/.exec(text)
  const args = call ? callOf(`f(${call[2]})`)?.args : undefined
  // A bare value is what `is(x)` compares with.
  const kind = call ? MATCHERS[call[1]!.toLowerCase()] : written.trim() !== text ? '==' : undefined
  if (!kind || (negate && kind !== '==')) return reported
  if (!call) return relate(actual, negate ? '!=' : '==', text)
  if (kind === 'notNull') return (args?.length === 0 ? readCall('assert.', 'NotNil', [actual], line) : undefined) ?? reported
  if (args?.length !== 1) return reported
  if (kind === 'count') return readCall('assert.', 'Len', [actual, args[0]!], line) ?? reported
  if (kind === 'hasKey') return hasKey(actual, args[0]!, false)
  return relate(actual, negate ? '!=' : (kind as Relation), args[0]!)
}
