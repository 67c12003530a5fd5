import { type Idiom, say, subjectOf } from './code-subjects.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * A value taken in code with a note naming the variable it is kept in: `booking_id = r.json()["id"]  # keep as
 * {{bookingId}}`, `.extract().path("orderId") -> save as {{orderId}}`. The note's variable is the one saved (later
 * steps use it by that name); the value must be one the response gives.
 */

const NOTE =
  /^(.+?)\s*(?:#|\/\/|->|→|=>)\s*(?:save|keep|store)(?:\s+it)?\s+(?:as|in|into)\s+(?:\{\{\s*([A-Za-z_]\w*)\s*\}\}|([A-Za-z_]\w*))$/i
const EXTRACTED = /^\.?(?:then\(\)\.)?extract\(\)\.(?:path|jsonPath\(\)\.get\w*)\(\s*"([^"]+)"\s*\)$/

export function readNotedSave(written: string): Idiom | undefined {
  const note = NOTE.exec(written.trim())
  if (!note) return undefined
  const value = note[1]!.replace(/^(?:(?:const|let|var|final\s+\w+|String|int|def)\s+)?[A-Za-z_]\w*\s*=\s*(?!=)/, '').replace(/;$/, '')
  const extracted = EXTRACTED.exec(value)
  const path = extracted ? normalizeJsonPath(extracted[1]!) : undefined
  // The variable with or without braces (`-> save as requestId`).
  const variable = (note[2] ?? note[3])!
  if (path) return { texts: [say.save(path, variable)] }
  const subject = subjectOf(value)
  if (subject?.kind === 'path' && !subject.whole && subject.path !== '$') return { texts: [say.save(subject.path, variable)] }
  if (subject?.kind === 'header') return { texts: [say.save(`header ${subject.name}`, variable)] }
  return { reason: `"${value}" is not a value of the response; only those are saved` }
}
