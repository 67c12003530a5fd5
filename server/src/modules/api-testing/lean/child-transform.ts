import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { SourceMap } from 'node:module'
import path from 'node:path'
import vm from 'node:vm'
import type { PositionMap } from './child-errors.js'

/**
 * esbuild's output for `source` and its source map, from the cache when this path had these bytes before (as
 * Playwright caches). Node's own source-map support stays off: it maps every stack anyone reads (Playwright reads
 * one for each request and each expect), which cost more than the tests; positions are mapped here, when needed.
 */
export function transformFile(file: string, source: string, cacheDir: string, esbuild: () => typeof import('esbuild')): string {
  const key = createHash('sha256').update(TRANSFORM_VERSION).update(file).update('\0').update(source).digest('hex').slice(0, 32)
  // Named as Playwright names its entries: the hash, then the file's name without its extension or non-word characters.
  const cached = path.join(cacheDir, `${key}_${path.basename(file, path.extname(file)).replace(/\W/g, '')}`)
  maps.set(file, `${cached}.map`)
  try {
    return fs.readFileSync(`${cached}.js`, 'utf8')
  } catch {
    // Not transformed yet.
  }
  const { code, map } = esbuild().transformSync(source, {
    loader: 'ts',
    format: 'cjs',
    sourcemap: 'external',
    sourcefile: file,
    target: 'node20',
  })
  fs.mkdirSync(cacheDir, { recursive: true })
  for (const [ext, text] of [
    ['map', map],
    ['js', code],
  ] as const) {
    const partial = `${cached}.${ext}.${process.pid}.tmp`
    fs.writeFileSync(partial, text)
    fs.renameSync(partial, `${cached}.${ext}`)
  }
  return code
}

/** Part of every cache key: a change of the transform's options or output layout must not meet older entries. */
const TRANSFORM_VERSION = 'esbuild-cjs-external-map-1'

/** Source maps of the transformed files: the path of the map until a position is first looked up, then the map. */
export const maps = new Map<string, string | SourceMap | null>()

/** The file's source map, read and parsed the first time it is asked for. */
function sourceMap(file: string): SourceMap | null | undefined {
  let map = maps.get(file)
  if (typeof map === 'string') {
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(map, 'utf8')))
    } catch {
      map = null
    }
    maps.set(file, map)
  }
  return map
}

export const mapPosition: PositionMap = (file, line, column) => {
  const map = sourceMap(file)
  const entry = map?.findEntry(line - 1, column - 1) as { originalLine?: number; originalColumn?: number } | undefined
  return entry?.originalLine === undefined ? undefined : { line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 }
}

/** A test file's module code as a function of Node's CommonJS wrapper arguments, called once per load. */
export type ModuleProgram = (exports: unknown, require: unknown, module: unknown, filename: string, dirname: string) => void

/**
 * Compiled programs by file, with the source they were compiled from: a warm child's next job (a re-run) loads an
 * unchanged file without reading the transform cache or compiling it again, and its source map stays parsed. Each
 * load still calls the program afresh, so module state is new as in a new worker. Bounded: a warm child serves one
 * project, whose files change with its specs.
 */
const programs = new Map<string, { source: string; program: ModuleProgram }>()
const PROGRAMS_MAX = 1_000

export function compileFile(file: string, source: string, cacheDir: string, esbuild: () => typeof import('esbuild')): ModuleProgram {
  const known = programs.get(file)
  if (known?.source === source) return known.program
  const code = transformFile(file, source, cacheDir, esbuild)
  // The parameters and positions of Node's own CommonJS wrapper, so stacks read as under Playwright.
  const program = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file }) as ModuleProgram
  sourceMap(file) // read now: a later job may find the transform cache folder gone
  programs.delete(file)
  if (programs.size >= PROGRAMS_MAX) {
    const oldest = programs.keys().next().value as string
    programs.delete(oldest)
    maps.delete(oldest)
  }
  programs.set(file, { source, program })
  return program
}
