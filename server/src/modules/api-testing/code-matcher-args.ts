import { escapeRegExp } from '../../platform/regex.js'
import { readAssertCall } from './code-assert-calls.js'
import { callSubject } from './code-call-subjects.js'
import { hasKey, relate } from './code-relations.js'
import { CODE_TYPES, type Idiom, say } from './code-subjects.js'
import { callOf, quoted, regexLiteral, splitTopLevel } from './code-syntax.js'

/**
 * Dart's package:test (and Flutter's) `expect(actual, matcher)`: the second argument is the check, `equals(x)`,
 * a bare value, `contains(x)`, `hasLength(3)`, `isNotNull`, `isTrue`, `isA<int>()`, `greaterThan(0)`, `startsWith("x")`,
 * with `isNot(…)` turning equality round. Dart's `response.body` is the body text and `jsonDecode(response.body)`
 * the JSON body. A Jest / Chai `expect` takes one value and a chain, so a two-argument `expect` with no chain is this.
 */

const EXPECT = /^expect\(([\s\S]*)\)$/
/** Dart's own type names beyond those code-subjects.ts knows. */
const DART_TYPES: Record<string, string> = { double: 'number', num: 'number', List: 'array', Map: 'object', bool: 'boolean' }

/** Shouldly's `x.ShouldBe(y)` family as the assertion calls that mean the same. */
const SHOULDLY: Record<string, (actual: string, args: string[]) => string | undefined> = {
  ShouldBe: (x, [y]) => (y === undefined ? undefined : `Assert.Equal(${y}, ${x})`),
  ShouldNotBe: (x, [y]) => (y === undefined ? undefined : `Assert.NotEqual(${y}, ${x})`),
  ShouldBeGreaterThan: (x, [y]) => (y === undefined ? undefined : `assert.Greater(${x}, ${y})`),
  ShouldBeLessThan: (x, [y]) => (y === undefined ? undefined : `assert.Less(${x}, ${y})`),
  ShouldNotBeNull: (x, args) => (args.length === 0 ? `assert.NotNil(${x})` : undefined),
  ShouldBeEmpty: (x, args) => (args.length === 0 ? `assert.Empty(${x})` : undefined),
  ShouldNotBeEmpty: (x, args) => (args.length === 0 ? `assert.NotEmpty(${x})` : undefined),
  ShouldBeTrue: (x, args) => (args.length === 0 ? `assert.True(${x})` : undefined),
  ShouldBeFalse: (x, args) => (args.length === 0 ? `assert.False(${x})` : undefined),
}

function readShouldly(text: string): Idiom | undefined {
  const match = /^(.+?)\.(Should[A-Z]\w*)\(([\s\S]*)\)$/.exec(text)
  const call = match ? callOf(`f(${match[3]})`) : undefined
  if (!match || !call) return undefined
  // A message (`customMessage`) after the value is left out.
  const args =
    call.args.length === 2 && quoted(call.args[1]!) !== undefined && match[2] !== 'ShouldContain' ? call.args.slice(0, 1) : call.args
  if (match[2] === 'ShouldContain' || match[2] === 'ShouldNotContain')
    return args.length === 1 ? relate(match[1]!, match[2] === 'ShouldContain' ? 'contains' : 'not contains', args[0]!) : undefined
  const translated = SHOULDLY[match[2]!]?.(match[1]!, args)
  return translated ? readAssertCall(translated) : { reason: `${text} has no exact reading; write the check in words` }
}

export function readMatcherArgs(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  const shouldly = readShouldly(text)
  if (shouldly) return shouldly
  const outer = EXPECT.exec(text)
  const call = outer ? callOf(text) : undefined
  if (!call) return undefined
  // `reason: '…'` is Dart's message to the reader of a failure.
  const args = call.args.filter((arg) => !/^reason\s*:/.test(arg))
  if (args.length !== 2) return undefined
  const actual = dartValue(args[0]!)
  const reported: Idiom = { reason: `${text} has no exact reading; write the check in words` }
  const matcher = args[1]!.trim()
  const negated = /^isNot\(([\s\S]*)\)$/.exec(matcher)
  if (negated) {
    const inner = negated[1]!.trim()
    const value = /^equals\(([\s\S]*)\)$/.exec(inner)?.[1] ?? (callOf(inner) || /^[A-Za-z_]\w*$/.test(inner) ? undefined : inner)
    return value === undefined ? reported : relate(actual, '!=', value)
  }
  const named = callOf(matcher) ?? (/^[A-Za-z_]\w*$/.test(matcher) ? { name: matcher, args: [] } : undefined)
  const typed = /^isA<(\w+)>\(\)$/.exec(matcher)
  if (typed) {
    const subject = callSubject(actual)
    const type = DART_TYPES[typed[1]!] ?? CODE_TYPES[typed[1]!.toLowerCase()]
    return subject?.kind === 'path' && type ? { texts: [say.type(subject.path, type)] } : reported
  }
  // A bare value is compared for equality, as `equals` does.
  if (!named || /^(?:true|false|null)$/.test(matcher)) return relate(actual, '==', matcher)
  const [first] = named.args
  switch (`${named.name}/${named.args.length}`) {
    case 'equals/1':
      return relate(actual, '==', first!)
    case 'contains/1':
      return relate(actual, 'contains', first!)
    case 'hasLength/1':
      return readAssertCall(`assert.Len(${actual}, ${first})`)
    case 'greaterThan/1':
      return relate(actual, '>', first!)
    case 'greaterThanOrEqualTo/1':
      return relate(actual, '>=', first!)
    case 'lessThan/1':
      return relate(actual, '<', first!)
    case 'lessThanOrEqualTo/1':
      return relate(actual, '<=', first!)
    case 'isNotNull/0':
      return readAssertCall(`assert.NotNil(${actual})`)
    case 'isNull/0':
      return relate(actual, '==', 'null')
    case 'isEmpty/0':
    case 'isNotEmpty/0':
      return readAssertCall(`assert.${named.name === 'isEmpty' ? 'Empty' : 'NotEmpty'}(${actual})`)
    case 'isTrue/0':
    case 'isFalse/0':
      return truth(actual, named.name === 'isFalse') ?? reported
    case 'containsPair/2':
      return quoted(first!) !== undefined ? relate(`${actual}[${first}]`, '==', named.args[1]!) : reported
    case 'startsWith/1':
    case 'endsWith/1':
    case 'matches/1': {
      const subject = callSubject(actual)
      const value = quoted(first!)
      const regex =
        named.name === 'matches' ? (regexLiteral(first!) ?? (value === undefined ? undefined : { pattern: value, flags: '' })) : undefined
      const pattern =
        regex?.pattern ??
        (value === undefined ? undefined : named.name === 'startsWith' ? `^${escapeRegExp(value)}` : `${escapeRegExp(value)}$`)
      if (subject?.kind === 'header' && pattern) return { texts: [say.header(subject.name, `matches /${pattern}/${regex?.flags ?? ''}`)] }
      return subject?.kind === 'path' && pattern ? { texts: [say.matches(subject.path, pattern, regex?.flags)] } : reported
    }
    default:
      return reported
  }
}

/** `expect(body['vegan'], isTrue)` (the field is true), `expect(body.containsKey('id'), isTrue)`, or a comparison that must hold. */
function truth(actual: string, negate: boolean): Idiom | undefined {
  const field = callSubject(actual)
  if (field?.kind === 'path') return { texts: [say.equals(field.path, negate ? 'false' : 'true')] }
  const key = /^(.+)\.containsKey\(([\s\S]+)\)$/.exec(actual)
  if (key && splitTopLevel(key[2]!, ',').length === 1) return hasKey(key[1]!, key[2]!, negate)
  return readAssertCall(`assert.${negate ? 'False' : 'True'}(${actual})`)
}

/** Dart's `response.body` is text; `jsonDecode(response.body)` / `json.decode(…)` is the JSON body. */
function dartValue(written: string): string {
  return written
    .trim()
    .replace(/^(?:jsonDecode|json\.decode)\(\s*(response|res|resp)\.body\s*\)/, '$1.json()')
    .replace(/^(response|res|resp)\.body$/, '$1.text')
}
