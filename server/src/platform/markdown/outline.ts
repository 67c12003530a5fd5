import type { Heading, List, ListItem, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { escapeRegExp } from '../regex.js'

/**
 * The line-numbered outline of a markdown spec, shared by the spec areas whose format is "headings, lists of
 * `Key: value` items and free text" (LLM suites, database checks). Each area's parser reads this outline instead of
 * walking markdown itself, so every area reports problems on the same 1-based lines the editor shows.
 */

/** A problem on a 1-based line; every spec area reports this shape (validate answers, saved-spec errors). */
export interface LineIssue {
  line: number
  message: string
}

export interface LineIssues {
  errors: LineIssue[]
  warnings: LineIssue[]
}

export const noIssues = (): LineIssues => ({ errors: [], warnings: [] })

/** A list item: the text of its own paragraphs (lines joined by a space) and its nested items. */
export interface OutlineItem {
  text: string
  line: number
  items: OutlineItem[]
}

export interface OutlineBlock {
  kind: 'paragraph' | 'code' | 'other'
  /** Paragraph text as written (inline markup kept), or a code block's content. */
  text: string
  line: number
  /** A fenced code block's language, if any. */
  lang?: string
}

export interface OutlineSection {
  /** Heading text, trimmed, a trailing colon dropped. */
  heading: string
  depth: number
  line: number
  /** Everything between this heading and the next heading of any depth, as written, trimmed. */
  body: string
  /** 1-based line of the first body line (the line after the heading). */
  bodyLine: number
  blocks: OutlineBlock[]
  items: OutlineItem[]
  /** Headings of a greater depth up to the next heading of this depth or less. */
  sections: OutlineSection[]
}

export interface Outline {
  /** Sections of the smallest heading depth in the document, with deeper ones nested. */
  sections: OutlineSection[]
  /** Content before the first heading. */
  preamble: OutlineSection
}

/** Reads a markdown document into nested sections with the line of everything. Never throws. */
export function readOutline(markdown: string): Outline {
  const source = markdown.replace(/\r\n?/g, '\n')
  const headingLines: number[] = []
  const preamble = emptySection('', 0, 1)
  const roots: OutlineSection[] = []
  const stack: OutlineSection[] = []
  let current = preamble
  for (const node of parseChunked(source)) {
    if (node.type === 'heading') {
      headingLines.push(lineOf(node))
      const section = emptySection(headingText(source, node), node.depth, lineOf(node))
      while (stack.length > 0 && stack[stack.length - 1]!.depth >= node.depth) stack.pop()
      const parent = stack[stack.length - 1]
      if (parent) parent.sections.push(section)
      else roots.push(section)
      stack.push(section)
      current = section
      continue
    }
    addContent(source, current, node)
  }
  const lines = source.split('\n')
  fillBodies([preamble, ...roots], lines, headingLines)
  return { sections: roots, preamble }
}

/**
 * micromark's cost grows faster than linearly with the number of blocks (a 4,000-case suite took minutes), so the
 * document is cut at ATX heading lines outside fenced code (a heading always ends the block before it) and each
 * piece is parsed alone, its positions shifted back to the whole document's lines and offsets. Same tree, linear.
 */
function* parseChunked(source: string): Generator<RootContent> {
  const lines = source.split('\n')
  const starts = [0, ...atxHeadings(lines).flatMap((h) => (h.index > 0 ? [h.index] : []))]
  let offset = 0
  let lineIndex = 0
  for (let c = 0; c < starts.length; c++) {
    const end = c + 1 < starts.length ? starts[c + 1]! : lines.length
    const chunkLines = lines.slice(starts[c]!, end)
    const text = chunkLines.join('\n') + (end < lines.length ? '\n' : '')
    const tree: Root = fromMarkdown(text, PARSE_OPTIONS)
    for (const node of tree.children) {
      shift(node, lineIndex, offset)
      yield node
    }
    offset += text.length
    lineIndex += chunkLines.length
  }
}

/** The ATX heading lines outside fenced code: 0-based index and depth (what `readOutline` nests sections by). */
export function atxHeadings(lines: readonly string[]): { index: number; depth: number }[] {
  const out: { index: number; depth: number }[] = []
  let fence: string | undefined
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)
    if (fence !== undefined) {
      if (opener && opener[1]![0] === fence[0] && opener[1]!.length >= fence.length && /^ {0,3}(`+|~+)\s*$/.test(line)) fence = undefined
      continue
    }
    if (opener) fence = opener[1]
    else {
      const heading = /^(#{1,6})(?:[ \t]|$)/.exec(line)
      if (heading) out.push({ index: i, depth: heading[1]!.length })
    }
  }
  return out
}

const PARSE_OPTIONS = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }

type Positioned = { position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } }; children?: unknown[] }

function shift(node: Positioned, lines: number, offset: number): void {
  if (node.position) {
    node.position.start.line += lines
    node.position.end.line += lines
    if (node.position.start.offset !== undefined) node.position.start.offset += offset
    if (node.position.end.offset !== undefined) node.position.end.offset += offset
  }
  if (Array.isArray(node.children)) for (const child of node.children) shift(child as Positioned, lines, offset)
}

/** Every section of the outline, depth first, in document order. */
export function allSections(outline: Outline): OutlineSection[] {
  const out: OutlineSection[] = []
  const walk = (sections: OutlineSection[]) => {
    for (const section of sections) {
      out.push(section)
      walk(section.sections)
    }
  }
  walk(outline.sections)
  return out
}

/** The first section among `sections` whose heading, case-insensitively, is one of `names`. */
export function findSection(sections: readonly OutlineSection[], ...names: string[]): OutlineSection | undefined {
  const wanted = new Set(names.map(normalizeHeading))
  return sections.find((section) => wanted.has(normalizeHeading(section.heading)))
}

/**
 * `Key: value` (also `**Key**: value`, `Key - value` is not accepted: a dash is too common in values). The key is
 * lower-cased with spaces collapsed; an item that is not of this shape gives undefined.
 */
export function keyValue(text: string): { key: string; value: string } | undefined {
  const match = /^\s*(?:\*\*|__)?([A-Za-z][\w .()/-]{0,40}?)(?:\*\*|__)?\s*:(?:\*\*|__)?\s*(.*)$/s.exec(text)
  if (!match) return undefined
  return { key: normalizeHeading(match[1]!), value: match[2]!.trim() }
}

/** A heading prefix such as `# LLM Test: Support bot` -> `Support bot`; undefined when the prefix is absent. */
export function afterPrefix(heading: string, prefix: string): string | undefined {
  const match = new RegExp(`^${escapeRegExp(prefix)}\\s*:?\\s*(.*)$`, 'i').exec(heading.trim())
  return match ? match[1]!.trim() : undefined
}

export function normalizeHeading(text: string): string {
  return text.trim().replace(/:$/, '').replace(/\s+/g, ' ').toLowerCase()
}

function emptySection(heading: string, depth: number, line: number): OutlineSection {
  return { heading, depth, line, body: '', bodyLine: line + (depth > 0 ? 1 : 0), blocks: [], items: [], sections: [] }
}

function addContent(source: string, section: OutlineSection, node: RootContent): void {
  const line = lineOf(node)
  if (node.type === 'list') section.items.push(...readList(source, node))
  else if (node.type === 'paragraph') section.blocks.push({ kind: 'paragraph', text: slice(source, node).trim(), line })
  else if (node.type === 'code') section.blocks.push({ kind: 'code', text: node.value, line, ...(node.lang ? { lang: node.lang } : {}) })
  else if (node.type !== 'html' && node.type !== 'thematicBreak')
    section.blocks.push({ kind: 'other', text: slice(source, node).trim(), line })
}

function readList(source: string, list: List): OutlineItem[] {
  return list.children.map((item) => readItem(source, item))
}

function readItem(source: string, item: ListItem): OutlineItem {
  const texts: string[] = []
  const items: OutlineItem[] = []
  for (const child of item.children) {
    if (child.type === 'list') items.push(...readList(source, child))
    else if (child.type === 'code') texts.push(child.value)
    else
      texts.push(
        slice(source, child)
          .split('\n')
          .map((part) => part.trim())
          .join(' ')
          .trim(),
      )
  }
  return { text: texts.filter((text) => text !== '').join(' '), line: lineOf(item), items }
}

/** A section's body is the source between its heading line and the next heading line, whatever its depth. */
function fillBodies(roots: OutlineSection[], lines: string[], headingLines: readonly number[]): void {
  const nextHeading = (start: number) => {
    let lo = 0
    let hi = headingLines.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (headingLines[mid]! >= start) hi = mid
      else lo = mid + 1
    }
    return headingLines[lo] ?? lines.length + 1
  }
  const walk = (sections: OutlineSection[]) => {
    for (const section of sections) {
      const start = section.depth === 0 ? 1 : section.line + 1
      const next = nextHeading(start)
      let first = start
      while (first < next && lines[first - 1]!.trim() === '') first++
      let last = next - 1
      while (last >= first && lines[last - 1]!.trim() === '') last--
      section.bodyLine = first
      section.body = lines
        .slice(first - 1, last)
        .join('\n')
        .trim()
      walk(section.sections)
    }
  }
  walk(roots)
}

function headingText(source: string, node: Heading): string {
  const children = node.children
  if (children.length === 0) return ''
  const start = children[0]!.position?.start.offset ?? 0
  const end = children[children.length - 1]!.position?.end.offset ?? start
  return source.slice(start, end).trim().replace(/:$/, '').trim()
}

function slice(source: string, node: RootContent | ListItem): string {
  return source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0)
}

function lineOf(node: RootContent | ListItem): number {
  return node.position?.start.line ?? 1
}
