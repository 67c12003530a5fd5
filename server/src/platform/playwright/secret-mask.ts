import fs from 'node:fs/promises'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

export type Masker = (text: string) => string

/** The masker of a run without secret values: nothing to mask, so its folder need not be rewritten. */
export const NO_MASK: Masker = (text) => text

/**
 * A function replacing every value of `secrets` (name -> value) with `{{NAME}}`, longest value first, in the forms
 * a test's output shows them: as is, JSON-escaped (assertion messages quote strings) and URL-encoded. Values
 * under 3 characters are left alone: masking "1" would mangle every number in a message.
 */
export function secretMasker(secrets: Readonly<Record<string, string>> | undefined): Masker {
  const pairs: [string, string][] = []
  for (const [name, value] of Object.entries(secrets ?? {})) {
    if (value.length < 3) continue
    const forms = new Set([value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)])
    for (const form of forms) pairs.push([form, `{{${name}}}`])
  }
  pairs.sort((a, b) => b[0].length - a[0].length)
  if (pairs.length === 0) return NO_MASK
  return (text) => {
    let out = text
    for (const [value, placeholder] of pairs) if (out.includes(value)) out = out.split(value).join(placeholder)
    return out
  }
}

const TEXT_ARTIFACT = /\.(json|md|txt|log|html?)$/i

/** Masks every string in a JSON value; base64 attachment bodies are decoded, masked and encoded again. */
function maskJson(value: unknown, mask: Masker, key?: string): unknown {
  if (typeof value === 'string') {
    if (key === 'body' && /^[A-Za-z0-9+/]+=*$/.test(value) && value.length % 4 === 0) {
      const decoded = Buffer.from(value, 'base64').toString('utf8')
      const masked = mask(decoded)
      return masked === decoded ? value : Buffer.from(masked, 'utf8').toString('base64')
    }
    // Assertion diffs colour parts of a value separately; without the colour codes the value is whole again.
    return mask(stripVTControlCharacters(value))
  }
  if (Array.isArray(value)) return value.map((v) => maskJson(v, mask))
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskJson(v, mask, k)]))
  }
  return value
}

/**
 * Rewrites the text artifacts of a run folder (Playwright's JSON report, error contexts, logs) with secrets
 * masked, before anything reads or serves them. Binary artifacts (traces, screenshots, videos) are left as they are.
 */
export async function maskRunFolder(dir: string, mask: Masker): Promise<void> {
  let entries: string[]
  try {
    entries = await fs.readdir(dir, { recursive: true })
  } catch {
    return
  }
  for (const rel of entries) {
    if (!TEXT_ARTIFACT.test(rel)) continue
    const file = path.join(dir, rel)
    const stat = await fs.lstat(file).catch(() => undefined)
    if (!stat?.isFile()) continue
    const text = await fs.readFile(file, 'utf8')
    let masked: string
    if (rel.endsWith('.json')) {
      try {
        masked = JSON.stringify(maskJson(JSON.parse(text), mask))
      } catch {
        masked = mask(text)
      }
    } else masked = mask(stripVTControlCharacters(text))
    if (masked !== text) await fs.writeFile(file, masked)
  }
}
