import path from 'node:path'
import { escapeRegExp } from '../regex.js'
import { chromiumUseSource } from './workspace-files.js'

/**
 * Source of a Playwright config for test files that belong to no Playwright project (a one-off file in a run
 * folder or os.tmpdir()): testDir is their closest common folder, and only exactly these files are tests. It
 * imports nothing, so it loads wherever it is written, with the workspace's browser settings and `use`'s
 * options (JSON values) over them.
 */
export function standaloneConfigSource(files: readonly string[], use: Readonly<Record<string, unknown>> = {}): string {
  const testMatch = files.map((f) => `new RegExp(${JSON.stringify(exactPathPattern(f))})`).join(', ')
  return `// Written by Specwright for one run of test files outside a Playwright project.
export default {
  testDir: ${JSON.stringify(commonFolder(files))},
  testMatch: [${testMatch}],
  use: ${Object.keys(use).length === 0 ? chromiumUseSource('  ') : `{ ...${chromiumUseSource('  ')}, ...${JSON.stringify(use)} }`},
}
`
}

function commonFolder(files: readonly string[]): string {
  const [first, ...rest] = files.map((f) => path.dirname(path.resolve(f)).split(path.sep))
  if (!first) return path.sep
  let n = first.length
  for (const parts of rest) {
    let i = 0
    while (i < n && i < parts.length && parts[i] === first[i]) i++
    n = i
  }
  return first.slice(0, n).join(path.sep) || path.sep
}

/** A regular expression source matching exactly this path (Playwright reads test file filters as regexps). */
export function exactPathPattern(file: string): string {
  return `^${escapeRegExp(file)}$`
}
