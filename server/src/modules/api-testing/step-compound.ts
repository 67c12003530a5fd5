import { REQUEST_STEP_KINDS, type Step } from './api-spec.js'

/**
 * A list of response checks in one line (issue 11, round 13): `Status 400 and error "title is required"`, `201, JSON,
 * under 500ms`, `Check that title is "x" and done is false`, `Save $.id as taskId and check it is a string`. The
 * line is cut at commas, semicolons, `and`, `&` and `plus` outside quotes and brackets (never the `and` of `between 1
 * and 5`); every part must be understood on its own as checks (or a save), else the line is not a list. In a list,
 * terse parts are read as the checks they name: `JSON` is the content type, `under 500ms` the response time, `an id
 * in the body` a field the body has, and `it` the field the part before named. A code is the status only as the first
 * part or with a status word (`… and status 429`): `…, 202 or 204` may list the codes allowed, and is left reported.
 */

const LEAD = /^(?:(?:then|and)\s+)?(?:verify|check|assert|expect|ensure|confirm|make\s+sure)(?:\s+(?:that|if))?\s+/i
const JOINT = /^(?:\s*[,;]\s*(?:and\s+|plus\s+)?|\s+(?:and|plus|&)\s+)/i
const REQUEST_KINDS: ReadonlySet<string> = new Set(REQUEST_STEP_KINDS)

/** The parts of a list at its top-level joints, outside quotes and brackets; undefined for one part. */
export function listParts(text: string): string[] | undefined {
  const parts: string[] = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quote) {
      if (c === quote) quote = ''
      continue
    }
    if (c === '"' || c === '`' || (c === "'" && !/\w/.test(text[i - 1] ?? ''))) quote = c
    else if ('([{'.includes(c)) depth++
    else if (')]}'.includes(c)) depth--
    if (depth !== 0 || quote) continue
    const joint = JOINT.exec(text.slice(i))
    if (!joint) continue
    // `between 1 and 5`, `from 1 to 5` keep their `and`.
    if (/\band\b/i.test(joint[0]) && /\bbetween\s+\S+$/i.test(text.slice(start, i))) continue
    parts.push(text.slice(start, i))
    i += joint[0].length - 1
    start = i + 1
  }
  if (parts.length === 0) return undefined
  parts.push(text.slice(start))
  const trimmed = parts.map((part) => part.trim())
  return trimmed.every((part) => part !== '') ? trimmed : undefined
}

/** A terse part of a list in the grammar's words (`JSON`, `under 500ms`, `an id in the body`), else the part itself. */
function inList(part: string, previous: Step | undefined): string[] {
  const out: string[] = []
  const media = /^(?:in\s+|as\s+)?(json|xml|html|plain\s+text)(?:\s+(?:body|response|content))?$/i.exec(part)
  if (media) out.push(`The response is ${media[1]}`)
  const time =
    /^(?:in\s+)?(?:under|below|within|in\s+under|less\s+than|<)\s*(\d+(?:\.\d+)?\s*(?:ms|milliseconds?|s|secs?|seconds?))$/i.exec(part)
  if (time) out.push(`Response time is under ${time[1]}`)
  const has =
    /^(?:an?|the)\s+("?)([A-Za-z_][\w-]*)\1(?:\s+(?:field|property|key))?\s+(?:in|on)\s+the\s+(?:response|body|json|response\s+body)$/i.exec(
      part,
    )
  if (has) out.push(`Verify the response has a field "${has[2]}"`)
  // `… and check it is a string`: `it` is the field the part before named.
  const path =
    previous && 'path' in previous
      ? previous.path
      : previous?.kind === 'save' && previous.source.from === 'body'
        ? previous.source.path
        : undefined
  const pronoun =
    /^(?:(?:check|verify|ensure|assert|confirm|make\s+sure)\s+(?:that\s+)?)?(?:it|its\s+value)\s+(is|should|must|equals|matches|contains|exists|has)\b(.*)$/i.exec(
      part,
    )
  if (pronoun && path) out.push(`Verify ${path} ${pronoun[1]}${pronoun[2]}`)
  return [...out, part.replace(LEAD, ''), part]
}

/**
 * The checks of a list, each part read by `read` (the whole reader); undefined unless every part is understood as
 * checks or a save, and a bare code stands first.
 */
export function compoundChecks(text: string, read: (part: string) => Step[] | undefined): Step[] | undefined {
  const parts = listParts(text.replace(LEAD, ''))
  if (!parts) return undefined
  const steps: Step[] = []
  for (const [index, part] of parts.entries()) {
    if (index > 0 && /^(?:HTTP\s+)?\d{3}(?:\s+[A-Za-z][A-Za-z' -]*)?$/i.test(part)) return undefined
    const previous = steps.at(-1)
    let found: Step[] | undefined
    for (const candidate of [...new Set(inList(part, previous))]) {
      found = read(candidate)
      if (found) break
    }
    if (!found || found.some((step) => step.kind === 'unknown' || REQUEST_KINDS.has(step.kind))) return undefined
    // A later status names itself (`… and status 429`): `…, 422 or 409` may list the codes allowed with the first.
    if (index > 0 && found.some((step) => step.kind === 'status') && !/\b(?:status|code|http)\b/i.test(part)) return undefined
    steps.push(...found)
  }
  return steps
}
