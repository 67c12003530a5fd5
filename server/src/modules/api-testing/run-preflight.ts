import type { ApiSpec } from './api-spec.js'

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

function names(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string)
}

/** The steps no rule understands, as `line N: "text"`, in spec order. */
export function unknownSteps(spec: ApiSpec): string[] {
  return spec.tests.flatMap((test) => test.steps.flatMap((step) => (step.kind === 'unknown' ? [`line ${step.line}: "${step.text}"`] : [])))
}

/**
 * `{{VAR}}` names the run needs resolved (project variables, SPEC_ENV_ALLOWLIST): every placeholder in the
 * requests, checks and authentication, except values a test of the spec saves, and the base URL's own
 * placeholders when a resolved BASE_URL overrides it. Titles and prose are not read.
 */
export function environmentVariables(spec: ApiSpec, opts: { baseUrlOverridden: boolean }): string[] {
  const saved = new Set(spec.tests.flatMap((t) => t.steps.flatMap((s) => (s.kind === 'save' ? [s.variable] : []))))
  const used = new Set([
    ...names(JSON.stringify(spec.tests.map((t) => ({ path: t.path, steps: t.steps })))),
    ...names(JSON.stringify(spec.auth)),
  ])
  if (spec.baseUrl && !opts.baseUrlOverridden) for (const n of names(spec.baseUrl)) used.add(n)
  return [...used].filter((n) => !saved.has(n)).sort()
}

/**
 * Why the run cannot start, or undefined. Checked before anything runs, as UI runs do: a rules-only run with
 * steps the rules do not understand (a `test.fixme` would be skipped and the run look green). Placeholders are
 * resolved by the caller (project-variables `resolvePlaceholders`), so an unset one ends the run `error` too.
 */
export function preflight(spec: ApiSpec, options: { ai: boolean }): string | undefined {
  const unknown = unknownSteps(spec)
  if (unknown.length > 0 && !options.ai) {
    return `Not understood by the rules engine (reword, or configure an AI provider): ${unknown.join('; ')}`
  }
  return undefined
}
