import { jsonFromLiteral } from './code-literals-json.js'
import { queryPairs } from './code-requests.js'
import type { Idiom } from './code-subjects.js'
import { quoted, splitTopLevel } from './code-syntax.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * The request half of a supertest / superagent chain, one link per step: `.send({ … })` sends that JSON body,
 * `.set("X-Api-Key", "k")` / `.set({ … })` sets headers and `.query({ page: 2 })` adds query parameters. A link whose
 * argument is no literal (`.send(payload)`) is reported.
 */

const LINK = /^\.(send|set|query)\(([\s\S]*)\)\s*;?$/

export function readSupertestRequest(written: string): Idiom | undefined {
  const link = LINK.exec(written.trim())
  if (!link) return undefined
  const [, name, inner] = link
  const args = splitTopLevel(inner!, ',')
  const reported: Idiom = { reason: `.${name}() is read with literal values: .${name}(${name === 'set' ? '"Name", "value"' : '{ … }'})` }
  if (name === 'set' && args.length === 2) {
    const [header, value] = args.map((arg) => quoted(arg))
    return header && value !== undefined ? { texts: [`Set header ${header}: ${value}`] } : reported
  }
  const json = args.length === 1 ? jsonFromLiteral(args[0]!) : undefined
  if (json === undefined) return reported
  if (name === 'send') return /^[{[]/.test(json) ? { texts: [`Send the request with JSON body ${json}`] } : reported
  const parsed = parseJsonWithPlaceholders(json)
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return reported
  const entries = Object.entries(parsed.value)
  if (entries.length === 0 || entries.some(([, value]) => value !== null && typeof value === 'object')) return reported
  if (name === 'set') return { texts: [`Headers ${json}`] }
  return { texts: queryPairs(json) ?? entries.map(([key, value]) => `Query ${key} is ${String(value)}`) }
}
