/** An answer split into text and `[S1]`-style citation parts, so citations render as links to their sources. */
export type AnswerPart = ({ text: string } | { ref: string }) & { key: string }

export function splitCitations(text: string): AnswerPart[] {
  const parts: AnswerPart[] = []
  let at = 0
  for (const m of text.matchAll(/\[(S\d+(?:\s*,\s*S?\d+)*)\]/g)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), key: `t${at}` })
    for (const [n, r] of m[1]!.split(',').entries()) parts.push({ ref: `S${r.trim().replace(/^S/, '')}`, key: `r${m.index}.${n}` })
    at = m.index + m[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at), key: `t${at}` })
  return parts
}
