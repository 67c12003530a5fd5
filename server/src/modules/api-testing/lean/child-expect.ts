/**
 * A shortcut for the checks generated API tests make most: when a matcher certainly passes, the lean child answers
 * it here instead of building Playwright's matchers for the call (about a tenth of a re-run's CPU, four checks a
 * test). Anything else — a failing check, a `not.` chain, a matcher or an argument shape not listed — goes to
 * Playwright's own `expect`, so every failure keeps Playwright's message. Pure: a check in, "certainly passes" out.
 */

type Check = (actual: unknown, expected: unknown) => boolean

const isPlainEmptyArray = (value: unknown): boolean =>
  Array.isArray(value) && value.length === 0 && Object.getPrototypeOf(value) === Array.prototype && Reflect.ownKeys(value).length === 1

/** Both numbers, compared by `compare` (Jest's comparison matchers take numbers or bigints; bigints go to Playwright). */
const numbers =
  (compare: (a: number, b: number) => boolean): Check =>
  (a, e) =>
    typeof a === 'number' && typeof e === 'number' && compare(a, e)

/**
 * The matchers answered here, each true only where Playwright's (Jest's) matcher passes: `toBe` is `Object.is`;
 * `toEqual` passes on `Object.is` (its first test) and on two plain empty arrays; `toContain` is `indexOf` on an
 * array and on a string given a string; `toMatch` takes a string and a string (contained) or a RegExp (tested by a
 * copy, as Jest does, so a global flag's position does not matter); comparisons take two numbers.
 */
const CHECKS: Record<string, Check> = {
  toBe: (a, e) => Object.is(a, e),
  toEqual: (a, e) => Object.is(a, e) || (isPlainEmptyArray(a) && isPlainEmptyArray(e)),
  toBeDefined: (a) => a !== undefined,
  toBeUndefined: (a) => a === undefined,
  toContain: (a, e) => (typeof a === 'string' && typeof e === 'string' ? a.includes(e) : Array.isArray(a) && a.indexOf(e) !== -1),
  toMatch: (a, e) => typeof a === 'string' && (typeof e === 'string' ? a.includes(e) : e instanceof RegExp && new RegExp(e).test(a)),
  toHaveLength: (a, e) => (typeof a === 'string' || Array.isArray(a)) && typeof e === 'number' && a.length === e,
  toBeLessThanOrEqual: numbers((a, e) => a <= e),
  toBeLessThan: numbers((a, e) => a < e),
  toBeGreaterThanOrEqual: numbers((a, e) => a >= e),
  toBeGreaterThan: numbers((a, e) => a > e),
}

/** True when `expect(actual).<matcher>(...args)` certainly passes; false means "ask Playwright". */
export function certainlyPasses(matcher: string, actual: unknown, args: unknown[]): boolean {
  const check = Object.hasOwn(CHECKS, matcher) ? CHECKS[matcher] : undefined
  if (!check || args.length > (check.length > 1 ? 1 : 0)) return false
  return check(actual, args[0])
}

/**
 * `expect(actual, message?)` that answers a certainly passing matcher at once and hands everything else (other
 * matchers, `not`, `resolves`, a failing check) to `playwrightExpect`, made only then.
 */
export function shortcutExpect(playwrightExpect: (...args: unknown[]) => unknown) {
  return (...args: unknown[]): unknown => {
    let made: Record<string | symbol, unknown> | undefined
    const real = () => {
      made ??= playwrightExpect(...args) as Record<string | symbol, unknown>
      return made
    }
    return new Proxy(
      {},
      {
        get(_, member) {
          if (typeof member === 'string' && Object.hasOwn(CHECKS, member)) {
            return (...expected: unknown[]) =>
              certainlyPasses(member, args[0], expected) ? undefined : Reflect.apply(real()[member] as () => unknown, real(), expected)
          }
          return Reflect.get(real(), member)
        },
      },
    )
  }
}
