// `npm start`: installs what is missing, builds the dashboard if needed, then runs the API (PORT, default
// 8001) and the dashboard (DASHBOARD_PORT, default 3000) in one process on the embedded defaults.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureDashboardBuilt, ensureDeps, ROOT } from './ensure-deps.mjs'

ensureDeps()
if (process.env.SERVE_DASHBOARD !== 'false') ensureDashboardBuilt()

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!fs.existsSync(chromium)) {
  console.warn(
    `[specwright] no Chromium at ${chromium}: browser features need it (Debian: apt-get install -y chromium, or set CHROMIUM_PATH).`,
  )
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
  cwd: path.join(ROOT, 'server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? 'data') },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
