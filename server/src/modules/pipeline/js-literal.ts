import { PLACEHOLDER } from './placeholders.js'

/**
 * JavaScript source for values in generated tests. `{{VAR}}` placeholders become `env('VAR')` reads, so a value
 * from the environment is looked up when the test runs and never written into the file.
 */

/**
 * A string literal the way Biome (and Prettier) print it: single quotes, or double quotes when the text holds more
 * single than double quotes (`it's` -> `"it's"`); backslashes, the quote, line breaks and JS line terminators escaped.
 */
export function jsString(text: string): string {
  const singles = text.split("'").length - 1
  const doubles = text.split('"').length - 1
  const quote = singles > doubles ? '"' : "'"
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(quote === "'" ? /'/g : /"/g, `\\${quote}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `${quote}${escaped}${quote}`
}

/** `'plain'`, `env('PW')` for a whole placeholder, or `` `Hello ${env('NAME')}` `` when text and placeholders mix. */
export function jsText(text: string): string {
  const parts: { text: string; variable?: string }[] = []
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ text: match[0], variable: match[1]! })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  if (!parts.some((part) => part.variable)) return jsString(text)
  if (parts.length === 1) return `env(${jsString(parts[0]!.variable!)})`
  const body = parts
    .map((part) =>
      part.variable
        ? `\${env(${jsString(part.variable)})}`
        : part.text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${').replace(/\n/g, '\\n'),
    )
    .join('')
  return `\`${body}\``
}
