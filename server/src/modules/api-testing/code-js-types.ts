/**
 * JavaScript's own type tests inside an expectation: `expect(typeof res.data.id).toBe("string")`,
 * `expect(Array.isArray(res.data.items)).toBe(true)`, `pm.expect(Number.isInteger(json.n)).to.be.true`. Each is the
 * type check on the value it tests, written as `expect(value).to.be.a("type")` for the JavaScript reader. `typeof` answers
 * "object" for arrays and null alike, so that one (and any negated test) is left to be reported.
 */

const EXPECT = String.raw`^((?:pm\.)?expect)\(\s*`
const IS_TRUE = String.raw`\s*\)\.(?:toBe\(true\)|toEqual\(true\)|toStrictEqual\(true\)|toBeTruthy\(\)|to\.be\.true|to\.(?:eql?|equal|equals)\(true\))$`

const TYPEOF = new RegExp(
  String.raw`${EXPECT}typeof\s+(.+?)\s*\)\.(?:toBe|toEqual|toStrictEqual|to\.(?:be|eql?|equal|equals))\(\s*(["'])(\w+)\3\s*\)$`,
)
const TYPE_TESTS: [RegExp, string][] = [
  [new RegExp(String.raw`${EXPECT}Array\.isArray\((.+)\)${IS_TRUE}`), 'array'],
  [new RegExp(String.raw`${EXPECT}Number\.isInteger\((.+)\)${IS_TRUE}`), 'integer'],
]
const TYPEOF_NAMES = new Set(['string', 'number', 'boolean'])

/** The expectation as `expect(value).to.be.a("type")`, or undefined when it is no such type test. */
export function jsTypeTest(text: string): string | undefined {
  const typeOf = TYPEOF.exec(text)
  if (typeOf && TYPEOF_NAMES.has(typeOf[4]!)) return `${typeOf[1]}(${typeOf[2]}).to.be.a("${typeOf[4]}")`
  for (const [pattern, type] of TYPE_TESTS) {
    const test = pattern.exec(text)
    if (test) return `${test[1]}(${test[2]}).to.be.a("${type}")`
  }
  return undefined
}
