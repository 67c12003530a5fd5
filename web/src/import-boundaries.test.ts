import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The dashboard's import direction (STYLE rules 20 and 30): shared code (api/, components/, hooks/, config/) →
 * pages → app. Pages never import another page or the app; shared code never imports pages or the app; nothing
 * imports server code (the generated types in api/ are the only contract).
 */
const SRC = path.dirname(new URL(import.meta.url).pathname)
const SHARED = ['api', 'components', 'hooks', 'config']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  // Static imports and re-exports, and dynamic `import('…')` (the router loads pages on demand).
  const patterns = [/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g]
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1] ?? ''))
}

/** `pages/projects`, `app`, `api`, ... for a file under src/, or `outside` for anything beyond it. */
function zoneOf(absolute: string): string {
  const rel = path.relative(SRC, absolute)
  if (rel.startsWith('..')) return 'outside'
  const [top, second] = rel.split(path.sep)
  return top === 'pages' ? `pages/${second}` : (top ?? '')
}

function violations(): string[] {
  const found: string[] = []
  for (const file of sourceFiles(SRC)) {
    const from = zoneOf(file)
    for (const spec of importsOf(file)) {
      if (!spec.startsWith('.')) continue
      const to = zoneOf(path.resolve(path.dirname(file), spec))
      const where = `${path.relative(SRC, file)} imports ${spec}`
      if (to === 'outside') found.push(`${where} (outside web/src)`)
      else if (SHARED.includes(from) && (to === 'app' || to.startsWith('pages/'))) found.push(`${where} (shared code depends on ${to})`)
      else if (from.startsWith('pages/') && (to === 'app' || (to.startsWith('pages/') && to !== from)))
        found.push(`${where} (a page depends on ${to})`)
    }
  }
  return found
}

describe('import boundaries', () => {
  it('finds the source files and their imports', () => {
    const files = sourceFiles(SRC)
    expect(files.length).toBeGreaterThan(20)
    expect(importsOf(path.join(SRC, 'app/router.tsx'))).toContain('../pages/projects/projects-page.js')
  })

  it('keeps shared → pages → app, with no page importing another and no server import', () => {
    expect(violations()).toEqual([])
  })
})
