/**
 * First-load size of the dashboard: builds it (into a temporary folder) and, from Vite's manifest, sums the gzip
 * size of the scripts a browser must fetch before a page shows: the entry with its static imports, plus the
 * page's own chunk with its static imports. Prints every route; fails when the landing page (the projects list,
 * where `/` redirects) or any page exceeds the budget. Chunks loaded after a page shows (the chart library) are
 * listed apart.
 * Run: npx tsx bench/web-bundle.ts   (BUNDLE_BUDGET_KB, default 250)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 250)
const ROOT = path.resolve(import.meta.dirname, '..')
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-web-'))
try {
  const build = spawnSync('npx', ['--no-install', 'vite', 'build', '--manifest', '--outDir', out, '--emptyOutDir'], {
    cwd: path.join(ROOT, 'web'),
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`)
  const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
  const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length / 1024
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
    return seen
  }
  const kb = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gzipKb(manifest[k]?.file ?? ''), 0)
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error('no entry chunk in the manifest')
  const shell = closure(entryKey)
  const allJs = Object.values(manifest).reduce((sum, c) => sum + gzipKb(c.file), 0)
  const rows = Object.keys(manifest)
    .filter((k) => manifest[k]?.isDynamicEntry && k.startsWith('src/pages/'))
    .map((k) => ({ page: path.basename(k).replace(/\.tsx?$/, ''), src: k, kb: kb(closure(k, new Set(shell))) }))
    .sort((a, b) => b.kb - a.kb)
  console.log(`all scripts together: ${allJs.toFixed(1)} KB gzip (what one bundle would ship)`)
  console.log(`shell (entry + static imports): ${kb(shell).toFixed(1)} KB gzip`)
  console.log('first load by page (shell + page chunk + its imports), KB gzip:')
  for (const r of rows) console.log(`  ${r.kb.toFixed(1).padStart(7)}  ${r.src}`)
  for (const k of Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry && !k.startsWith('src/pages/'))) {
    console.log(`  loaded after the page shows: ${k} ${kb(closure(k)).toFixed(1)} KB gzip`)
  }
  const landing = rows.find((r) => r.src.endsWith('pages/projects/projects-page.tsx'))
  const worst = rows[0]
  console.log(
    `landing page (/ -> /projects): ${landing?.kb.toFixed(1)} KB gzip; heaviest page: ${worst?.kb.toFixed(1)} KB (${worst?.page}); budget ${BUDGET_KB} KB`,
  )
  if (!landing || landing.kb > BUDGET_KB || (worst && worst.kb > BUDGET_KB)) {
    console.error('FAIL: a first load exceeds the budget')
    process.exitCode = 1
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true })
}
