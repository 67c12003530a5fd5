import { jsString, jsTemplateLiteral, splitPlaceholders } from '../generated-code/literal.js'

/**
 * JavaScript source for values in generated UI tests, through the shared encoder (generated-code/literal.ts).
 * `{{VAR}}` placeholders become `env('VAR')` reads, so a value from the environment is looked up when the test
 * runs and never written into the file.
 */

export { jsString }

/** `'plain'`, `env('PW')` for a whole placeholder, or `` `Hello ${env('NAME')}` `` when text and placeholders mix. */
export function jsText(text: string): string {
  const parts = splitPlaceholders(text)
  if (!parts.some((part) => part.variable)) return jsString(text)
  const read = (name: string) => `env(${jsString(name)})`
  if (parts.length === 1) return read(parts[0]!.variable!)
  return jsTemplateLiteral(parts.map((part) => (part.variable ? { text: '', code: read(part.variable) } : { text: part.text })))
}
