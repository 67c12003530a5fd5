/**
 * Words of talk around a step that say nothing about what to do or check (round 13): interjections and discourse
 * markers before it (`Ok so`, `Oh and`, `Right,`), courtesy and hedges after it (`please`, `at all`, `for this one`,
 * `I think`), and in a check, the modal `has to` / `have to` for must. The API reader (api-testing/step-rereadings.ts)
 * reads the quieter step only when the step as written is not understood, and notes what was dropped. The UI reader
 * has its own courtesy rules (pipeline/everyday-style-rules.ts), which also know UI words ("Right-click" is a verb);
 * it lives here, beside the sentence layer, so the UI can take it over when those rules are folded in.
 */

// Each word needs a space or comma after it: `Right-click` is a verb, not "Right".
const LEAD = /^(?:(?:ok(?:ay)?|so|oh|and|well|right|alright|now|um+|hmm+|anyway|basically)(?:\s*,\s*|\s+))+/i
const TAIL =
  /(?:[\s,]+(?:please|pls|at\s+all|for\s+this\s+one|as\s+well|i\s+think|i\s+guess|i\s+believe|i\s+hope|though|thanks|thank\s+you))+\s*[.!]?$/i

export interface Quieter {
  text: string
  /** The words dropped, as written. */
  dropped: string[]
}

/** The step without the talk around it, or `undefined` when it has none (or nothing is left). */
export function withoutChatter(text: string): Quieter | undefined {
  const dropped: string[] = []
  let out = text.trim()
  const lead = LEAD.exec(out)
  if (lead && lead[0].trim() !== '') {
    dropped.push(lead[0].trim().replace(/,$/, ''))
    out = out.slice(lead[0].length)
  }
  const tail = TAIL.exec(out)
  if (tail) {
    dropped.push(tail[0].replace(/^[\s,]+/, '').replace(/[.!]$/, ''))
    out = out.slice(0, tail.index)
  }
  const modal = out.replace(/\b(?:has|have)\s+to\s+be\b/gi, 'must be')
  if (modal !== out) {
    dropped.push('has to')
    out = modal
  }
  if (dropped.length === 0 || out.trim() === '') return undefined
  return { text: out.charAt(0).toUpperCase() + out.slice(1), dropped }
}
