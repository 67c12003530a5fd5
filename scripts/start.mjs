// `npm start`: installs what is missing, builds the dashboard if needed, then runs the API (PORT, default
// 8001) and the dashboard (DASHBOARD_PORT, default 3000) in one process on the embedded defaults.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureDashboardBuilt, ensureDeps, ROOT, run } from './ensure-deps.mjs'

/**
 * UI runs need Chromium. Debian's package is installed when apt is usable (root); otherwise the start line says
 * exactly what is missing. Playwright never downloads a browser by itself here.
 */
function ensureBrowser(chromium) {
  if (fs.existsSync(chromium) || process.env.SKIP_BROWSER_INSTALL === '1') return
  const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')
  if (canApt && chromium === '/usr/bin/chromium') {
    console.log('[specwright] installing Chromium from Debian (apt-get install chromium)…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if (run('apt-get', ['update', '-qq'], { env }) === 0 && run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0) return
  }
  console.warn(
    `[specwright] No Chromium at ${chromium}. UI runs, explorations and browser checks need it: on Debian/Ubuntu run ` +
      '"apt-get install -y chromium"; elsewhere run "npx playwright install chromium" and set CHROMIUM_PATH to the binary it prints. ' +
      'API testing, LLM evaluation and database checks work without it.',
  )
}

ensureDeps()
if (process.env.SERVE_DASHBOARD !== 'false') ensureDashboardBuilt()

ensureBrowser(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')

const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? 'data') },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
