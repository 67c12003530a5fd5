import type { Heading, Nodes, RootContent } from 'mdast'

/**
 * Reading spec text from the markdown source itself (by node offsets) rather than from mdast's rendered text,
 * so `*`, `_`, links and backslashes in steps survive exactly as written.
 */

export function headingText(source: string, node: Heading): string {
  const first = node.children[0]
  const last = node.children.at(-1)
  if (!first?.position || !last?.position) return ''
  return stripBackticks(source.slice(first.position.start.offset, last.position.end.offset))
    .replace(/\s+#+\s*$/, '')
    .trim()
}

/** Markdown source of a node, as written (so `*`, `_` and links in steps survive), on one line per source line. */
export function sourceOf(source: string, node: Nodes): string {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  return start === undefined || end === undefined ? '' : source.slice(start, end)
}

export function blockText(source: string, node: RootContent): string {
  if (node.type === 'code') return node.value.trim()
  if (node.type === 'list') return node.children.map((item) => stripBackticks(sourceOf(source, item.children[0] ?? item))).join('\n')
  return stripBackticks(sourceOf(source, node)).trim()
}

export function stripBackticks(text: string): string {
  return text.replace(/`([^`]*)`/g, '$1')
}

export function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim()
}
