/**
 * Splits a PRD's text into features (pure). Markdown headings are the features (the level below the title, or the
 * only level there is); PDF text has no markup, so numbered headings ("2.1 Checkout") and "Feature: …" lines are
 * used, and a document with no heading at all is one feature. Each feature keeps its requirement sentences: the
 * ones saying must / should / shall / will / can / "is able to".
 */

export interface Feature {
  index: number
  title: string
  /** The first sentences of the section (at most ~300 characters). */
  summary: string
  requirements: string[]
  /** 1-based line of the heading in the extracted text. */
  line: number
}

interface Heading {
  level: number
  title: string
  line: number
}

const REQUIREMENT = /\b(must|should|shall|will|can|is able to|are able to|needs? to|has to|have to)\b/i
const MAX_FEATURES = 100

function markdownHeading(line: string): Omit<Heading, 'line'> | undefined {
  const md = /^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$/.exec(line)
  return md ? { level: md[1]!.length, title: md[2]!.trim() } : undefined
}

/** Headings of text without markup (PDF): "Feature: …" lines and numbered headings ("2.1 Checkout"). */
function plainHeading(line: string): Omit<Heading, 'line'> | undefined {
  const feature = /^\s*(?:feature|epic|user story)\s*[:\-–]\s*(.{2,100})$/i.exec(line)
  if (feature) return { level: 2, title: feature[1]!.trim() }
  const numbered = /^\s*(\d{1,2}(?:\.\d{1,2}){0,3})\.?\s+([A-Z][^.!?]{1,90})$/.exec(line)
  if (numbered) return { level: 1 + numbered[1]!.split('.').length, title: numbered[2]!.trim() }
  return undefined
}

/** Sentences of a block: bullets are sentences on their own; paragraphs split after . ! ? */
export function sentences(text: string): string[] {
  const out: string[] = []
  for (const block of text.split(/\n(?=\s*(?:[-*+•]|\d+[.)])\s)|\n\s*\n/)) {
    const clean = block
      .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '')
      .replace(/\s+/g, ' ')
      .trim()
    if (!clean) continue
    for (const s of clean.split(/(?<=[.!?])\s+(?=[A-Z"“(])/)) if (s.trim()) out.push(s.trim())
  }
  return out
}

function summarize(body: string): string {
  const prose = sentences(body).filter((s) => !REQUIREMENT.test(s))
  const source = prose.length ? prose : sentences(body)
  let summary = ''
  for (const s of source) {
    if (summary && summary.length + s.length > 300) break
    summary = summary ? `${summary} ${s}` : s
  }
  return summary.slice(0, 400)
}

export function splitFeatures(text: string, fallbackTitle: string): Feature[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const find = (headingOf: typeof markdownHeading): Heading[] => {
    const found: Heading[] = []
    let fence = false
    lines.forEach((line, i) => {
      if (/^ {0,3}(```|~~~)/.test(line)) fence = !fence
      if (fence) return
      const h = headingOf(line)
      if (h) found.push({ ...h, line: i + 1 })
    })
    return found
  }
  // Markdown headings when there are any (numbered list items are then never mistaken for headings).
  const md = find(markdownHeading)
  const headingOf = md.length ? markdownHeading : plainHeading
  const headings = md.length ? md : find(plainHeading)
  // The feature level: below a single top title, else the shallowest level present.
  const levels = [...new Set(headings.map((h) => h.level))].sort((a, b) => a - b)
  const top = levels[0]
  const topCount = headings.filter((h) => h.level === top).length
  const level = topCount === 1 && levels.length > 1 ? levels[1] : top
  const chosen = headings.filter((h) => h.level === level)
  if (chosen.length === 0) {
    const reqs = sentences(text).filter((s) => REQUIREMENT.test(s))
    return [{ index: 0, title: fallbackTitle, summary: summarize(text), requirements: reqs.slice(0, 50), line: 1 }]
  }
  const features: Feature[] = []
  for (const [n, h] of chosen.entries()) {
    const end = chosen[n + 1]?.line ?? lines.length + 1
    // Deeper headings inside the section stay part of it (as text).
    const body = lines
      .slice(h.line, end - 1)
      .map((l) => (headingOf(l) ? `\n${headingOf(l)!.title}.\n` : l))
      .join('\n')
    const requirements = sentences(body).filter((s) => REQUIREMENT.test(s))
    if (!body.trim() && requirements.length === 0) continue
    features.push({
      index: features.length,
      title: h.title.slice(0, 200),
      summary: summarize(body),
      requirements: requirements.slice(0, 50),
      line: h.line,
    })
    if (features.length >= MAX_FEATURES) break
  }
  return features.length ? features : [{ index: 0, title: fallbackTitle, summary: summarize(text), requirements: [], line: 1 }]
}
