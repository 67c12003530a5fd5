// Installs npm dependencies when node_modules is missing or older than the lockfile, so `npm start` and
// `npm test` work on a fresh clone. Imports nothing outside node's standard library.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const mtime = (p) => {
  try {
    return fs.statSync(p).mtimeMs
  } catch {
    return 0
  }
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts })
  return res.status ?? 1
}

export function ensureDeps() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json')
  if (mtime(marker) >= mtime(path.join(ROOT, 'package-lock.json'))) return
  // `npm install` honours the lockfile; `npm ci` would refuse it because this registry lacks some platforms'
  // optional binaries, which the lockfile therefore cannot list.
  console.log('[specwright] installing dependencies (npm install)…')
  if (run('npm', ['install', '--no-audit', '--no-fund'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } }) !== 0) {
    console.error('[specwright] npm install failed')
    process.exit(1)
  }
}

function newestMtime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : mtime(p))
  }
  return newest
}

/** Builds the dashboard when web/dist is missing or older than its sources. */
export function ensureDashboardBuilt() {
  const web = path.join(ROOT, 'web')
  const built = mtime(path.join(web, 'dist/index.html'))
  const sources = Math.max(newestMtime(path.join(web, 'src')), mtime(path.join(web, 'index.html')), mtime(path.join(web, 'vite.config.ts')))
  if (built >= sources) return
  console.log('[specwright] building the dashboard…')
  if (run('npm', ['run', 'build', '-w', 'web']) !== 0) {
    console.error('[specwright] dashboard build failed')
    process.exit(1)
  }
}
