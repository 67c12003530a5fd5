import { readAssertCall } from './code-assert-calls.js'
import type { Idiom } from './code-subjects.js'
import { callOf, splitTopLevel } from './code-syntax.js'
import { readXunit } from './code-xunit.js'

/**
 * The other .NET assertion styles on a RestSharp response, as the xUnit assertion they make (code-xunit.ts reads
 * that): FluentAssertions `response.StatusCode.Should().Be(HttpStatusCode.OK)`, `json["id"].Should().NotBeNull()`,
 * `.Should().HaveCount(3)`, and NUnit's constraints `Assert.That(response.StatusCode, Is.EqualTo(HttpStatusCode.OK))`,
 * `Assert.That(json["items"], Has.Count.EqualTo(3))`, `Does.Contain("x")`. A matcher with no xUnit twin is reported.
 */

const FLUENT = /^(.+?)\.Should\(\)\.(\w+)\(([\s\S]*)\)\s*;?$/
const NUNIT = /^Assert\.That\(([\s\S]*)\)\s*;?$/

/** FluentAssertions' matcher (or NUnit's constraint) -> the xUnit assertion on `actual` with `value`. */
const AS_XUNIT: Record<string, (actual: string, value: string) => string> = {
  Be: (a, v) => `Assert.Equal(${v}, ${a})`,
  EqualTo: (a, v) => `Assert.Equal(${v}, ${a})`,
  NotBe: (a, v) => `Assert.NotEqual(${v}, ${a})`,
  'Not.EqualTo': (a, v) => `Assert.NotEqual(${v}, ${a})`,
  BeNull: (a) => `Assert.Null(${a})`,
  Null: (a) => `Assert.Null(${a})`,
  NotBeNull: (a) => `Assert.NotNull(${a})`,
  'Not.Null': (a) => `Assert.NotNull(${a})`,
  BeEmpty: (a) => `Assert.Empty(${a})`,
  Empty: (a) => `Assert.Empty(${a})`,
  NotBeEmpty: (a) => `Assert.NotEmpty(${a})`,
  'Not.Empty': (a) => `Assert.NotEmpty(${a})`,
  HaveCount: (a, v) => `Assert.Equal(${v}, ${a}.Count())`,
  'Count.EqualTo': (a, v) => `Assert.Equal(${v}, ${a}.Count())`,
  BeGreaterThan: (a, v) => `Assert.True(${a} > ${v})`,
  GreaterThan: (a, v) => `Assert.True(${a} > ${v})`,
  BeGreaterThanOrEqualTo: (a, v) => `Assert.True(${a} >= ${v})`,
  GreaterThanOrEqualTo: (a, v) => `Assert.True(${a} >= ${v})`,
  BeLessThan: (a, v) => `Assert.True(${a} < ${v})`,
  LessThan: (a, v) => `Assert.True(${a} < ${v})`,
  BeLessThanOrEqualTo: (a, v) => `Assert.True(${a} <= ${v})`,
  LessThanOrEqualTo: (a, v) => `Assert.True(${a} <= ${v})`,
  BeTrue: (a) => `Assert.True((bool)${a})`,
  True: (a) => `Assert.True((bool)${a})`,
  BeFalse: (a) => `Assert.False((bool)${a})`,
  False: (a) => `Assert.False((bool)${a})`,
  Contain: (a, v) => `Assert.Contains(${v}, ${a})`,
  NotContain: (a, v) => `Assert.DoesNotContain(${v}, ${a})`,
  'Not.Contain': (a, v) => `Assert.DoesNotContain(${v}, ${a})`,
  MatchRegex: (a, v) => `Assert.Matches(${v}, ${a})`,
  Match: (a, v) => `Assert.Matches(${v}, ${a})`,
  StartWith: (a, v) => `Assert.StartsWith(${v}, ${a})`,
  EndWith: (a, v) => `Assert.EndsWith(${v}, ${a})`,
}

export function readDotnetFluent(written: string): Idiom | undefined {
  const text = written.trim()
  const fluent = FLUENT.exec(text)
  if (fluent) {
    const [, actual, matcher, inner] = fluent
    // FluentAssertions' optional last argument is a message ("because …"), which adds no check.
    const args = inner!.trim() === '' ? [] : splitTopLevel(inner!, ',')
    return translate(matcher!, actual!, args[0])
  }
  const nunit = NUNIT.exec(text)
  if (!nunit) return undefined
  const [actual, constraint] = splitTopLevel(nunit[1]!, ',')
  const named = /^(?:Is|Has|Does)\.((?:Not\.)?(?:Count\.)?[A-Za-z]+)(?:\(([\s\S]*)\))?$/.exec(constraint ?? '')
  if (!actual || !named) return { reason: `Assert.That(${nunit[1]}) has no exact reading; write the check in words` }
  return translate(named[1]!, actual, named[2])
}

function translate(matcher: string, actual: string, value: string | undefined): Idiom {
  const make = AS_XUNIT[matcher]
  const reported: Idiom = { reason: `the .NET matcher ${matcher} has no exact reading here; write the check in words` }
  if (!make) return reported
  const needsValue = make.length === 2
  if (needsValue !== (value !== undefined && value.trim() !== '')) return reported
  // `((decimal)json["a"]).Should()`: the brackets only hold the cast.
  const subject = actual
    .trim()
    .replace(/^\(((?:\(\w+\??\))?[^()]*(?:\([^()]*\))*[^()]*)\)$/, '$1')
    // C#'s null-forgiving `ContentType!.MediaType` reads the property as `ContentType.MediaType` does.
    .replace(/([\w)\]])!\./g, '$1.')
  const assertion = make(subject, value?.trim() ?? '')
  // Only one call: a value that is itself an expression with calls of its own is read by the xUnit reader as written.
  if (!callOf(assertion.replace(/^Assert\./, ''))) return reported
  const xunit = readXunit(assertion)
  if (xunit && 'texts' in xunit) return xunit
  // Subjects the xUnit reader leaves to the general one (System.Text.Json's GetProperty chains, a typed header).
  const general = readAssertCall(assertion)
  return general && 'texts' in general ? general : (xunit ?? reported)
}
