/**
 * `{{VAR}}` placeholders. Specs, plans, selector memory and generated code keep them symbolic; only the live
 * page walk substitutes values, and every message it produces is masked back to the placeholder.
 */

/** `{{ NAME }}`: a letter or underscore first, then letters, digits, underscores. */
export const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

/** Anything between double braces, to report malformed placeholders (`{{1x}}`, `{{ }}`). */
const BRACED = /\{\{([^{}]*)\}\}/g

/** Names used in `text`, in order of first use. */
export function placeholderNames(text: string): string[] {
  const names: string[] = []
  for (const match of text.matchAll(PLACEHOLDER)) if (!names.includes(match[1]!)) names.push(match[1]!)
  return names
}

/** `{{ 1x }}`-style braces that are not valid placeholders. */
export function malformedPlaceholders(text: string): string[] {
  const bad: string[] = []
  for (const match of text.matchAll(BRACED)) {
    if (!/^\s*[A-Za-z_][A-Za-z0-9_]*\s*$/.test(match[1]!)) bad.push(match[0])
  }
  return bad
}

export class MissingVariableError extends Error {
  constructor(readonly variable: string) {
    super(`Set the ${variable} environment variable: the spec uses {{${variable}}}`)
    this.name = new.target.name
  }
}

/** Replaces every placeholder with its value from `env`; a missing value throws {@link MissingVariableError}. */
export function substitute(text: string, env: Readonly<Record<string, string | undefined>>): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = env[name]
    if (value === undefined) throw new MissingVariableError(name)
    return value
  })
}

/**
 * Replaces the values of `names` in `message` with their placeholders, longest value first, so an error text
 * from the browser never carries a password or token. Values shorter than 3 characters are left alone (masking
 * "1" would mangle every number in the message).
 */
export function maskValues(message: string, env: Readonly<Record<string, string | undefined>>, names: readonly string[]): string {
  const pairs = names
    .map((name) => [name, env[name]] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined && pair[1].length >= 3)
    .sort((a, b) => b[1].length - a[1].length)
  let out = message
  for (const [name, value] of pairs) out = out.split(value).join(`{{${name}}}`)
  return out
}
