import { statementProblems } from '../generated-code/allowlist.js'
import { jsString } from './js-literal.js'

/**
 * Checks on Playwright code a model proposes, before it goes anywhere near a test file, and the splicing of such code
 * into one `test.step` block of a generated test.
 */

export interface CodeCheck {
  ok: boolean
  problems: string[]
  statements: string[]
}

/**
 * Validates statements for one step against an allowlist on the parsed code (generated-code/parse.ts): each is a
 * single `await page.…` or `await expect(page.…)…` statement made only of calls on `page`, `page.keyboard`,
 * locators and `expect(...)` from known method sets, with literal arguments (strings, numbers, booleans, regexes,
 * option objects with known keys, locators, `env('NAME')` for names the step already reads). Anything else —
 * computed member access, other names (`process`, `globalThis`, `constructor`, `Function`, `import`, `require`),
 * functions, templates, conditions, `.catch`, CSS/XPath locators, fixed waits — is refused, as is a statement that
 * writes out the value of an environment variable.
 *
 * @example checkStepCode(["await page.getByRole('button', { name: 'Log in' }).click()"], { allowedEnv: [], secrets: [] }).ok // true
 */
export function checkStepCode(statements: string[], options: { allowedEnv: readonly string[]; secrets: readonly string[] }): CodeCheck {
  const problems: string[] = []
  const out: string[] = []
  for (const [i, raw] of statements.entries()) {
    const statement = raw.trim().replace(/;+$/, '')
    const at = `statement ${i + 1}`
    for (const problem of statementProblems(statement, options.allowedEnv)) problems.push(`${at} ${problem}`)
    if (options.secrets.some((secret) => secret.length >= 3 && statement.includes(secret)))
      problems.push(`${at} writes out the value of an environment variable (a secret must stay env('NAME'))`)
    out.push(statement)
  }
  return { ok: problems.length === 0, problems: [...new Set(problems)], statements: out }
}

export interface StepBlock {
  /** The step title as written in `test.step(…)`. */
  title: string
  /** 0-based line indexes of the `await test.step(` line and of its closing `})` line. */
  start: number
  end: number
  /** The statements inside, without their indentation. */
  body: string[]
}

/**
 * The `test.step` block of step `n`, or of an expected-outcome block (`Expected: …`) when `outcomeText` is given.
 */
export function findStepBlock(code: string, which: { n: number } | { outcomeText: string }): StepBlock | undefined {
  const lines = code.split('\n')
  const prefixes =
    'n' in which
      ? [`  await test.step('${which.n}. `, `  await test.step("${which.n}. `]
      : [`  await test.step(${jsString(`Expected: ${which.outcomeText}`)}, `]
  const start = lines.findIndex((line) => prefixes.some((p) => line.startsWith(p)))
  if (start < 0) return undefined
  const end = lines.findIndex((line, i) => i > start && line === '  })')
  if (end < 0) return undefined
  const title = /^\s*await test\.step\((.*), async \(\) => \{$/.exec(lines[start]!)?.[1] ?? ''
  return { title, start, end, body: lines.slice(start + 1, end).map((line) => line.replace(/^ {4}/, '')) }
}

/** `code` with the body of `block` replaced by `statements`. */
export function replaceStepBody(code: string, block: StepBlock, statements: string[]): string {
  const lines = code.split('\n')
  lines.splice(block.start + 1, block.end - block.start - 1, ...statements.map((s) => `    ${s}`))
  return lines.join('\n')
}
