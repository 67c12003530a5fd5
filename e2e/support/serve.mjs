// The e2e webServer: builds the dashboard, then runs the real server (API + dashboard) on a fresh temporary
// DATA_DIR, and removes that folder when Playwright stops it (SIGTERM to the process group).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

if (process.env.E2E_SKIP_WEB_BUILD !== '1') {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], { cwd: path.join(root, 'web'), stdio: 'inherit' })
  if (build.status !== 0) {
    console.error('e2e: the dashboard build failed')
    process.exit(build.status ?? 1)
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-e2e-'))
const server = spawn(process.execPath, [path.join(root, 'server/bin/specwright.mjs'), 'serve'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
})

const forward = (signal) => () => server.kill(signal)
process.on('SIGTERM', forward('SIGTERM'))
process.on('SIGINT', forward('SIGINT'))
server.on('exit', (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 0 : 1))
})
