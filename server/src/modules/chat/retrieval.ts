/**
 * Picks the project records a question is about (pure): a small lexical ranking (BM25-like term weights over
 * words of at least 3 letters) of every candidate source, so the prompt holds the few that matter.
 */

export type SourceKind = 'spec' | 'run' | 'batch' | 'load_run' | 'security_scan' | 'prd'

export interface SourceDoc {
  kind: SourceKind
  id: string
  title: string
  /** Dashboard path of the record. */
  path: string
  /** The text given to the model (cut to a few hundred characters). */
  text: string
  /** ISO time, to prefer recent records on ties. */
  at: string
}

const STOP = new Set(
  'the and for are was were with what which that this from have has had how why when who did does not any all you your can our its into about over than then them they their there been also only just last latest show tell give list'.split(
    ' ',
  ),
)

export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]{3,}/gu) ?? []).filter((t) => !STOP.has(t))
}

/** The `limit` best sources for `question`; with no overlap at all, the most recent ones (a "what happened" question). */
export function rankSources(question: string, docs: readonly SourceDoc[], limit = 8): SourceDoc[] {
  const q = [...new Set(terms(question))]
  const tokenized = docs.map((d) => terms(`${d.kind} ${d.title} ${d.text}`))
  const df = new Map<string, number>()
  for (const toks of tokenized) for (const t of new Set(toks)) df.set(t, (df.get(t) ?? 0) + 1)
  const n = docs.length
  const avg = tokenized.reduce((s, t) => s + t.length, 0) / Math.max(1, n)
  const scored = docs.map((d, i) => {
    const toks = tokenized[i]!
    let score = 0
    for (const term of q) {
      const tf = toks.filter((t) => t === term || (term.length > 4 && t.startsWith(term.slice(0, -1)))).length
      if (!tf) continue
      const idf = Math.log(1 + (n - (df.get(term) ?? 0) + 0.5) / ((df.get(term) ?? 0) + 0.5))
      score += (idf * tf * 2.2) / (tf + 1.2 * (0.25 + 0.75 * (toks.length / Math.max(1, avg))))
    }
    // Kind words in the question ("failed runs", "load test") favour that kind.
    if (d.kind === 'run' && /\bruns?\b/i.test(question)) score += 0.5
    if (d.kind === 'spec' && /\bspecs?\b|\btests?\b/i.test(question)) score += 0.3
    if (d.kind === 'load_run' && /\bload\b|\blatency\b|\bthroughput\b/i.test(question)) score += 0.8
    if (d.kind === 'security_scan' && /\bsecurity\b|\bscan\b|\bheaders?\b/i.test(question)) score += 0.8
    if (d.kind === 'batch' && /\bregression\b|\bbatch/i.test(question)) score += 0.8
    return { d, score }
  })
  const anyHit = scored.some((s) => s.score > 0)
  return scored
    .filter((s) => !anyHit || s.score > 0)
    .sort((a, b) => b.score - a.score || b.d.at.localeCompare(a.d.at))
    .slice(0, limit)
    .map((s) => s.d)
}

/** `[S1]`, `[S2, S4]` style citations in an answer, as 1-based source numbers in first-use order. */
export function citedNumbers(answer: string): number[] {
  const out: number[] = []
  for (const m of answer.matchAll(/\[(S\d+(?:\s*,\s*S?\d+)*)\]/g))
    for (const part of m[1]!.split(',')) {
      const n = Number(part.trim().replace(/^S/, ''))
      if (n > 0 && !out.includes(n)) out.push(n)
    }
  return out
}
