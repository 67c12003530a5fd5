import { jsString } from './js-literal.js'

/**
 * Checks on Playwright code a model proposes, before it goes anywhere near a test file, and the splicing of such code
 * into one `test.step` block of a generated test.
 */

const SEMANTIC = /\.getBy(?:Role|Label|Placeholder|Text|TestId|AltText|Title)\(/
const FORBIDDEN: [RegExp, string][] = [
  [/\bprocess\b|\brequire\s*\(|\bimport\b|\beval\b|\bFunction\b|\bglobalThis\b|\bwindow\b|\bdocument\b/, 'reaches outside the page'],
  [
    /\bfetch\s*\(|\.route\s*\(|\.evaluate(?:Handle|All)?\s*\(|\.\$\$?eval\s*\(|addInitScript|exposeFunction|setContent/,
    'runs code in or around the page',
  ],
  [/`/, 'uses a template literal'],
  [/=>|\bfunction\b/, 'defines a function'],
  [/\bif\s*\(|\?\s*[^.]|\btry\b|\bcatch\b|\.catch\s*\(/, 'makes the step conditional or swallows errors'],
  [/\btest\.|expect\.soft/, 'skips or softens an assertion'],
  [/waitForTimeout|setTimeout/, 'waits a fixed time'],
  [/\.locator\s*\(|xpath=|css=/, 'uses a CSS or XPath locator instead of a semantic one'],
]

export interface CodeCheck {
  ok: boolean
  problems: string[]
  statements: string[]
}

/**
 * Validates statements for one step: each is a single `await page.…` or `await expect(page.…)…` statement with a
 * semantic locator, brackets and quotes balanced, no secrets (no `process.env`, no value of an environment variable
 * written out: only `env('NAME')` for names the step already reads), nothing conditional, no fixed waits.
 *
 * @example checkStepCode(["await page.getByRole('button', { name: 'Log in' }).click()"], { allowedEnv: [], secrets: [] }).ok // true
 */
export function checkStepCode(statements: string[], options: { allowedEnv: readonly string[]; secrets: readonly string[] }): CodeCheck {
  const problems: string[] = []
  const out: string[] = []
  for (const [i, raw] of statements.entries()) {
    const statement = raw.trim().replace(/;$/, '')
    const at = `statement ${i + 1}`
    if (statement.includes('\n') || statement.includes(';')) problems.push(`${at} is not a single statement`)
    if (!/^await (?:page\.|expect\(page\.)/.test(statement))
      problems.push(`${at} does not start with "await page." or "await expect(page."`)
    if (!SEMANTIC.test(statement) && !/^await page\.(?:goto|goBack|reload|keyboard\.press|waitForLoadState|waitForURL)\(/.test(statement))
      problems.push(`${at} uses no semantic locator (getByRole, getByLabel, getByPlaceholder, getByText, getByTestId)`)
    for (const [pattern, what] of FORBIDDEN) if (pattern.test(stripStrings(statement))) problems.push(`${at} ${what}`)
    for (const match of statement.matchAll(/\benv\(\s*(['"])([A-Za-z_]\w*)\1\s*\)/g))
      if (!options.allowedEnv.includes(match[2]!)) problems.push(`${at} reads env('${match[2]}'), which the step does not use`)
    if (options.secrets.some((secret) => secret.length >= 3 && statement.includes(secret)))
      problems.push(`${at} writes out the value of an environment variable (a secret must stay env('NAME'))`)
    if (!balanced(statement)) problems.push(`${at} has unbalanced brackets or quotes`)
    out.push(statement)
  }
  return { ok: problems.length === 0, problems, statements: out }
}

/** The code with string contents blanked, so a forbidden word inside a label does not count. */
function stripStrings(code: string): string {
  return code.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''")
}

function balanced(code: string): boolean {
  const stack: string[] = []
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
  let quote: string | undefined
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = undefined
      continue
    }
    if (ch === "'" || ch === '"') quote = ch
    else if (ch === '(' || ch === '[' || ch === '{') stack.push(ch)
    else if (ch in pairs && stack.pop() !== pairs[ch]) return false
  }
  return !quote && stack.length === 0
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
