import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TSX = path.join(SERVER_DIR, '../node_modules/.bin/tsx')

export interface ServerProcess {
  url: string
  child: ChildProcess
  output(): string
  stop(): Promise<void>
}

/** Starts the real server (`src/main.ts`) as its own OS process and waits until /health answers. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const port = env.PORT ?? String(20000 + Math.floor(Math.random() * 20000))
  const child = spawn(TSX, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVE_DASHBOARD: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (d) => {
    out += d
  })
  child.stderr?.on('data', (d) => {
    out += d
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`)
    try {
      if ((await fetch(`${url}/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL')
    throw new Error(`server did not start within ${timeoutMs} ms:\n${out}`)
  }
  return {
    url,
    child,
    output: () => out,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}
